/* quizdeck multiple choice: tap (or press 1-9) to pick a choice on the front; the back says
   whether the pick was right. Without scripts the card still works: the front lists the choices
   and the back marks the correct one with CSS alone. */
(function () {
  var root = document.querySelectorAll(".qd");
  root = root[root.length - 1];
  if (!root) return;
  var KEY = "quizdeck-pick";
  var id = root.getAttribute("data-qd-id") || "";

  function save(letter) {
    var value = id + "\u001f" + letter;
    window.quizdeckPick = value;
    try { window.sessionStorage.setItem(KEY, value); } catch (e) { /* storage may be off */ }
  }

  function load() {
    var value = window.quizdeckPick || "";
    try { value = window.sessionStorage.getItem(KEY) || value; } catch (e) { /* ignore */ }
    var parts = value.split("\u001f");
    return parts.length === 2 && parts[0] === id ? parts[1] : "";
  }

  function choices(el) {
    return el ? el.querySelectorAll(".qd-choice") : [];
  }

  function pick(li) {
    var all = choices(root);
    for (var i = 0; i < all.length; i++) {
      all[i].classList.remove("qd-picked");
      all[i].setAttribute("aria-checked", "false");
    }
    li.classList.add("qd-picked");
    li.setAttribute("aria-checked", "true");
    save(li.getAttribute("data-letter") || "");
  }

  if (root.classList.contains("qd-front")) {
    save("");
    root.classList.add("qd-js");
    var all = choices(root);
    for (var i = 0; i < all.length; i++) {
      all[i].setAttribute("role", "radio");
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

  var picked = load();
  if (!picked) return;
  var answer = root.getAttribute("data-qd-answer") || "";
  var right = picked === answer;
  var all = choices(root);
  for (var j = 0; j < all.length; j++) {
    if (all[j].getAttribute("data-letter") !== picked) continue;
    all[j].classList.add("qd-picked");
    if (!right) all[j].classList.add("qd-wrong-pick");
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
    verdict.textContent = (right ? "\u2713 " + say[0] : "\u2717 " + say[1]) + " (" + picked + ")";
    verdict.className = "qd-verdict " + (right ? "qd-right" : "qd-wrong");
    verdict.hidden = false;
  }
})();
