// The filters of the quizdeck check report. Their state lives in the address's fragment
// (#severity=error&lang=ja,pt-BR), so a filtered view can be bookmarked or shared; a dimension
// that is not named there shows everything.
"use strict";
(() => {
  const form = document.getElementById("filters");
  const findings = Array.from(document.querySelectorAll("article.finding"));
  const sections = Array.from(document.querySelectorAll("section.question"));
  const shown = document.getElementById("shown");
  const dims = ["severity", "code", "lang"];
  const boxes = (dim) => Array.from(form.querySelectorAll(`input[name="${dim}"]`));

  // Findings shown: checked severity, checked code, and one of the languages blamed checked.
  function apply() {
    const on = {};
    for (const dim of dims) {
      on[dim] = new Set(boxes(dim).filter((b) => b.checked).map((b) => b.value));
    }
    let visible = 0;
    for (const f of findings) {
      const langs = f.dataset.langs.split(" ").filter(Boolean);
      const show =
        on.severity.has(f.dataset.severity) &&
        on.code.has(f.dataset.code) &&
        (langs.length === 0 || langs.some((l) => on.lang.has(l)));
      f.hidden = !show;
      if (show) visible += 1;
    }
    for (const s of sections) {
      s.hidden = s.querySelector("article.finding:not([hidden])") === null;
    }
    shown.textContent = `${visible} of ${findings.length} findings shown`;
  }

  // The fragment sets the boxes (their checked attribute too, so the page's markup says it).
  function fromFragment() {
    const params = new URLSearchParams(location.hash.slice(1));
    for (const dim of dims) {
      const wanted = params.has(dim) ? new Set(params.get(dim).split(",")) : null;
      for (const box of boxes(dim)) {
        box.checked = wanted === null || wanted.has(box.value);
        box.defaultChecked = box.checked;
      }
    }
    apply();
  }

  // The boxes set the fragment.
  function toFragment() {
    const params = new URLSearchParams();
    for (const dim of dims) {
      const all = boxes(dim);
      const on = all.filter((b) => b.checked).map((b) => b.value);
      if (on.length < all.length) params.set(dim, on.join(","));
    }
    const fragment = params.toString().replaceAll("%2C", ",");
    history.replaceState(null, "", fragment ? `#${fragment}` : location.pathname + location.search);
    for (const box of form.querySelectorAll("input")) box.defaultChecked = box.checked;
    apply();
  }

  form.addEventListener("change", toFragment);
  form.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-dim]");
    if (button === null) return;
    event.preventDefault();
    for (const box of boxes(button.dataset.dim)) box.checked = button.value === "all";
    toFragment();
  });
  window.addEventListener("hashchange", fromFragment);
  form.hidden = false;
  fromFragment();
})();
