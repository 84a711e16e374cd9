/* quizdeck multiple choice: tap (or press 1-9) to pick a choice on the front; where several
   choices are right (the Answer field lists several letters, "A, C") each tap toggles one, and
   the back says right only when the picks are exactly the right ones. A note tagged
   quizdeck::shuffle shows its choices in a new order at each review, lettered A, B, C in the
   order shown; the back keeps the front's order. Without scripts the card still works: the front
   lists the choices in the page's order and the back marks every correct one with CSS alone.

   The front's picks and order reach the back through sessionStorage and a global: Anki's desktop
   reviewer keeps one page (and its globals) for both sides, AnkiDroid loads each side as a new
   page that keeps only sessionStorage. Both hold the note's ID, so a back never takes another
   card's state. Choices keep their page letter in data-letter, which the CSS marking uses. */
(function () {
  var roots = document.querySelectorAll(".qd");
  var root = roots[roots.length - 1];
  if (!root) return;
  var KEY = "quizdeck-pick";
  var LETTERS = "ABCDEFGHI";
  var id = root.getAttribute("data-qd-id") || "";
  var answer = letters(root.getAttribute("data-qd-answer"));
  var multi = answer.length > 1;
  var list = root.querySelector(".qd-choices");
  var shuffled = hasTag("quizdeck::shuffle");

  /* The letters A-I of a list such as "A, C", in alphabetical order. */
  function letters(text) {
    return (text || "").split(/[^A-I]+/).filter(Boolean).sort();
  }

  /* Whether the note has the tag `tag` (Anki compares tags without case). The tags are in an
     inert <template>, so no markup in a tag can run. */
  function hasTag(tag) {
    var holder = root.querySelector("template.qd-tags");
    var tags = holder ? holder.innerHTML.toLowerCase().split(/\s+/) : [];
    return tags.indexOf(tag) >= 0;
  }

  function save(picks, order) {
    var value = [id, picks.join(","), order].join("\u001f");
    window.quizdeckPick = value;
    try { window.sessionStorage.setItem(KEY, value); } catch (e) { /* storage may be off */ }
  }

  function load() {
    var value = window.quizdeckPick || "";
    try { value = window.sessionStorage.getItem(KEY) || value; } catch (e) { /* ignore */ }
    var parts = value.split("\u001f");
    if (parts.length !== 3 || parts[0] !== id) return { picks: [], order: "" };
    return { picks: letters(parts[1]), order: parts[2] };
  }

  function choices(el) {
    return el ? el.querySelectorAll(".qd-choice") : [];
  }

  /* The page letters of the choices in the order shown ("CADB"). */
  function shownOrder() {
    var out = "";
    var all = choices(root);
    for (var i = 0; i < all.length; i++) out += all[i].getAttribute("data-letter");
    return out;
  }

  /* Shows the choices in `order` (page letters), lettered A, B, C in that order. */
  function arrange(order) {
    var byLetter = {};
    var all = choices(root);
    for (var i = 0; i < all.length; i++) byLetter[all[i].getAttribute("data-letter")] = all[i];
    for (var j = 0; j < order.length; j++) {
      var li = byLetter[order.charAt(j)];
      if (!li) continue;
      list.appendChild(li);
      li.querySelector(".qd-letter").textContent = LETTERS.charAt(j);
    }
  }

  /* `order` with its letters in a random order (Fisher-Yates). */
  function shuffle(order) {
    var a = order.split("");
    for (var i = a.length - 1; i > 0; i--) {
      var j = Math.floor(Math.random() * (i + 1));
      var t = a[i]; a[i] = a[j]; a[j] = t;
    }
    return a.join("");
  }

  /* The letters shown for the page letters `page`, in the order shown. */
  function shown(page, order) {
    var out = [];
    for (var i = 0; i < order.length; i++) {
      if (page.indexOf(order.charAt(i)) >= 0) out.push(LETTERS.charAt(i));
    }
    return out;
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

  if (root.classList.contains("qd-front")) {
    var order = shuffled ? shuffle(shownOrder()) : shownOrder();
    arrange(order);
    save([], order);
    root.classList.add("qd-js");
    if (multi) root.classList.add("qd-multi");
    var pick = function (ev) {
      var li = ev.currentTarget;
      if (multi) {
        mark(li, !li.classList.contains("qd-picked"));
      } else {
        var all = choices(root);
        for (var i = 0; i < all.length; i++) mark(all[i], all[i] === li);
      }
      save(picked(root), order);
    };
    var all = choices(root);
    for (var i = 0; i < all.length; i++) {
      all[i].setAttribute("role", multi ? "checkbox" : "radio");
      all[i].setAttribute("aria-checked", "false");
      all[i].setAttribute("tabindex", "0");
      all[i].addEventListener("click", pick);
    }
    // One listener for the whole session: the reviewer reuses the page for every card, so it
    // looks up the front that is showing now; keys follow the order shown.
    if (!window.quizdeckKeys) {
      window.quizdeckKeys = true;
      document.addEventListener("keydown", function (ev) {
        if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
        var fronts = document.querySelectorAll(".qd-front");
        var front = fronts[fronts.length - 1];
        if (!front || !document.body.contains(front)) return;
        var n = parseInt(ev.key, 10);
        var items = choices(front);
        if (n >= 1 && n <= 9 && n <= items.length) {
          items[n - 1].click();
          ev.preventDefault();
        }
      });
    }
    return;
  }

  var state = load();
  var page = shownOrder();
  var same = state.order.split("").sort().join("") === page.split("").sort().join("");
  var order = shuffled && same ? state.order : page;
  arrange(order);
  var line = root.querySelector(".qd-answer .qd-letter");
  if (line && order !== page) line.textContent = shown(answer, order).join(", ");
  var picks = state.picks;
  if (!picks.length) return;
  var right = picks.join() === answer.join();
  var backs = choices(root);
  for (var j = 0; j < backs.length; j++) {
    var letter = backs[j].getAttribute("data-letter");
    if (picks.indexOf(letter) < 0) continue;
    backs[j].classList.add("qd-picked");
    if (answer.indexOf(letter) < 0) backs[j].classList.add("qd-wrong-pick");
  }
  var words = {
    de: ["Richtig", "Falsch"], en: ["Right", "Wrong"], es: ["Correcto", "Incorrecto"],
    fr: ["Juste", "Faux"], it: ["Giusto", "Sbagliato"], ja: ["正解", "不正解"],
    nl: ["Goed", "Fout"], pt: ["Certo", "Errado"]
  };
  var lang = (root.getAttribute("data-qd-lang") || "en").split("-")[0].toLowerCase();
  // Only the table's own entries: a note's language may be any text (`constructor`).
  var say = Object.prototype.hasOwnProperty.call(words, lang) ? words[lang] : words.en;
  var verdict = root.querySelector(".qd-verdict");
  if (verdict) {
    var said = right ? "\u2713 " + say[0] : "\u2717 " + say[1];
    verdict.textContent = said + " (" + shown(picks, order).join(", ") + ")";
    verdict.className = "qd-verdict " + (right ? "qd-right" : "qd-wrong");
    verdict.hidden = false;
  }
})();
