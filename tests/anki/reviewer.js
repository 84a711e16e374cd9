/* Reviews cards the way Anki's reviewer shows them, in a headless browser, and writes what a
   learner would have seen into #result as JSON. Loaded by the page tests/anki/browser_review.py
   writes; CARDS is set by that page: [{id, front, back, answer}] with the rendered question and
   answer HTML of each card and the letters of its correct choices.

   Anki's desktop reviewer puts each side's HTML into one element of a page that lives on from
   card to card and runs the side's scripts, so a script's globals live on from front to back;
   AnkiDroid loads each side as a new page, where only sessionStorage lives on. `fresh` reviews
   forget the globals between the sides to take that second path. */
(function () {
  var qa = document.getElementById("qa");

  function show(html, scripts) {
    qa.innerHTML = html;
    if (!scripts) return;
    var old = qa.querySelectorAll("script");
    for (var i = 0; i < old.length; i++) {
      var s = document.createElement("script");
      s.textContent = old[i].textContent;
      old[i].replaceWith(s);
    }
  }

  function items(side) {
    return Array.prototype.slice.call(document.querySelectorAll(side + " .qd-choice"));
  }

  function rightColour() {
    var probe = document.createElement("span");
    probe.style.color = "var(--qd-right)";
    qa.appendChild(probe);
    var colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }

  /* What the back shows: the order of the choices (by their page letter), the letters shown on
     them, which are marked right (green border), which marked as a wrong pick, the verdict and the
     answer line. */
  function back() {
    var right = rightColour();
    var list = items(".qd-back");
    var verdict = document.querySelector(".qd-back .qd-verdict");
    return {
      order: list.map(function (li) { return li.getAttribute("data-letter"); }),
      shown: list.map(function (li) { return li.querySelector(".qd-letter").textContent; }),
      marked: list.filter(function (li) { return getComputedStyle(li).borderTopColor === right; })
        .map(function (li) { return li.getAttribute("data-letter"); }),
      wrong: list.filter(function (li) { return li.classList.contains("qd-wrong-pick"); })
        .map(function (li) { return li.getAttribute("data-letter"); }),
      verdict: verdict && !verdict.hidden ? verdict.textContent : "",
      answer: document.querySelector(".qd-back .qd-answer .qd-letter").textContent
    };
  }

  /* One review: the front, the picks (`right`: every correct choice, `wrong`: the first wrong
     one, `key`: the key 1), then the back. */
  function review(card, pick, fresh) {
    show(card.front, true);
    var list = items(".qd-front");
    var front = {
      order: list.map(function (li) { return li.getAttribute("data-letter"); }),
      shown: list.map(function (li) { return li.querySelector(".qd-letter").textContent; }),
      roles: list.map(function (li) { return li.getAttribute("role"); })
    };
    var isRight = function (li) { return card.answer.indexOf(li.getAttribute("data-letter")) >= 0; };
    if (pick === "right") list.filter(isRight).forEach(function (li) { li.click(); });
    if (pick === "wrong") list.filter(function (li) { return !isRight(li); })[0].click();
    if (pick === "key") {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "1", bubbles: true }));
    }
    if (fresh) delete window.quizdeckPick;
    show(card.back, true);
    return { front: front, back: back() };
  }

  var results = {};
  CARDS.forEach(function (card) {
    var first = review(card, "right", false);
    var fronts = [first.front.order.join("")];
    // Render the front again until the order differs (or 60 times): a shuffled card gets a new
    // order at each review.
    for (var i = 0; i < 60 && fronts[fronts.length - 1] === fronts[0]; i++) {
      show(card.front, true);
      fronts.push(items(".qd-front").map(function (li) { return li.getAttribute("data-letter"); }).join(""));
    }
    // The back where scripts do not run.
    show(card.back, false);
    var noscript = back();
    results[card.id] = {
      right: first,
      wrong: review(card, "wrong", true),
      key: review(card, "key", false),
      fronts: fronts,
      noscript: noscript
    };
  });
  document.getElementById("result").textContent = JSON.stringify(results);
})();
