/* quizdeck multiple choice: tap (or press 1-9) to pick a choice on the front; where several
   choices are right (the Answer field lists several letters, "A, C") each tap toggles one, and
   the back says right only when the picks are exactly the right ones. Without scripts the card
   still works: the front lists the choices and the back marks every correct one with CSS alone. */
(function () {
  var roots = document.querySelectorAll(".qd");
  var root = roots[roots.length - 1];
  if (!root) return;
  var KEY = "quizdeck-pick";
  var id = root.getAttribute("data-qd-id") || "";
  var answer = letters(root.getAttribute("data-qd-answer"));
  var multi = answer.length > 1;

  /* The letters A-I of a list such as "A, C", in alphabetical order. */
  function letters(text) {
    return (text || "").split(/[^A-I]+/).filter(Boolean).sort();
  }

  function save(picks) {
    var value = id + "\u001f" + picks.join(",");
    window.quizdeckPick = value;
    try { window.sessionStorage.setItem(KEY, value); } catch (e) { /* storage may be off */ }
  }

  function load() {
    var value = window.quizdeckPick || "";
    try { value = window.sessionStorage.getItem(KEY) || value; } catch (e) { /* ignore */ }
    var parts = value.split("\u001f");
    return parts.length === 2 && parts[0] === id ? letters(parts[1]) : [];
  }

  function choices(el) {
    return el ? el.querySelectorAll(".qd-choice") : [];
  }

  function picked(el) {
    var out = [];
    var all = choices(el);
    for (var i = 0; i < all.length; i++) {
      if (all[i].classList.contains("qd-picked")) out.push(all[i].getAttribute("data-letter"));
    }
    return out.sort();
  }

  function mark(li, on) {
    li.classList.toggle("qd-picked", on);
    li.setAttribute("aria-checked", on ? "true" : "false");
  }

  function pick(li) {
    var front = li.closest(".qd");
    if (front.classList.contains("qd-multi")) {
      mark(li, !li.classList.contains("qd-picked"));
    } else {
      var all = choices(front);
      for (var i = 0; i < all.length; i++) mark(all[i], all[i] === li);
    }
    save(picked(front));
  }

  if (root.classList.contains("qd-front")) {
    save([]);
    root.classList.add("qd-js");
    if (multi) root.classList.add("qd-multi");
    var all = choices(root);
    for (var i = 0; i < all.length; i++) {
      all[i].setAttribute("role", multi ? "checkbox" : "radio");
      all[i].setAttribute("aria-checked", "false");
      all[i].setAttribute("tabindex", "0");
      all[i].addEventListener("click", function (ev) { pick(ev.currentTarget); });
    }
    // One listener for the whole session: the reviewer reuses the page for every card, so it
    // looks up the front that is showing now.
    if (!window.quizdeckKeys) {
      window.quizdeckKeys = true;
      document.addEventListener("keydown", function (ev) {
        if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
        var fronts = document.querySelectorAll(".qd-front");
        var front = fronts[fronts.length - 1];
        if (!front || !document.body.contains(front)) return;
        var n = parseInt(ev.key, 10);
        var list = choices(front);
        if (n >= 1 && n <= 9 && n <= list.length) {
          list[n - 1].click();
          ev.preventDefault();
        }
      });
    }
    return;
  }

  var picks = load();
  if (!picks.length) return;
  var right = picks.join() === answer.join();
  var all = choices(root);
  for (var j = 0; j < all.length; j++) {
    var letter = all[j].getAttribute("data-letter");
    if (picks.indexOf(letter) < 0) continue;
    all[j].classList.add("qd-picked");
    if (answer.indexOf(letter) < 0) all[j].classList.add("qd-wrong-pick");
  }
  var words = {
    de: ["Richtig", "Falsch"], en: ["Right", "Wrong"], es: ["Correcto", "Incorrecto"],
    fr: ["Juste", "Faux"], it: ["Giusto", "Sbagliato"], ja: ["正解", "不正解"],
    nl: ["Goed", "Fout"], pt: ["Certo", "Errado"]
  };
  var lang = (root.getAttribute("data-qd-lang") || "en").split("-")[0].toLowerCase();
  var say = words[lang] || words.en;
  var verdict = root.querySelector(".qd-verdict");
  if (verdict) {
    var said = right ? "\u2713 " + say[0] : "\u2717 " + say[1];
    verdict.textContent = said + " (" + picks.join(", ") + ")";
    verdict.className = "qd-verdict " + (right ? "qd-right" : "qd-wrong");
    verdict.hidden = false;
  }
})();
