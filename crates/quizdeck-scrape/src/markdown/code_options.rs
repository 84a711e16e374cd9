//! Options written as task-list items that name only their letter, each followed by its code in
//! a fenced block outside the list (`- [ ] A`, then ```` ```python ```` / `sorted(xs)` / ```` ``` ````,
//! then `- [x] B` …), as skill-assessment collections write code options: the fence ends the list,
//! so Markdown gives a lone letter, a code block, another list's lone letter, and so on.

use crate::block::{Block, Kind};

/// The place in its alphabet (A = 0) of the letter a task-list item names alone (`- [ ] A`).
fn lone_letter(b: &Block) -> Option<usize> {
    if b.kind != Kind::Item || !b.task || !crate::label::is_bare_label(&b.text) {
        return None;
    }
    let t = b.text.trim();
    // The letter alone, as these collections write it: `A.` or `(A)` would be a label over a
    // text the list gives elsewhere.
    let mut chars = t.chars();
    let c = chars.next()?;
    chars.next().is_none().then(|| crate::label::letter_index(c).map(|(i, _)| i)).flatten()
}

/// Whether block `i` is a fenced code block that stands alone (no list's item).
fn code(blocks: &[Block], i: usize) -> bool {
    blocks.get(i).is_some_and(|b| b.code && b.kind == Kind::Para && !b.text.trim().is_empty())
}

/// Makes each lone letter followed by its code block one option whose text is the code, all of
/// them items of the first one's list, where the letters run `A`, `B`, `C` … with a code block
/// after every one of them. Where a lone letter stands over code but the run breaks (a letter with
/// no code under it, letters out of order), no box of the stretch is checked: the question is
/// rejected as having no answer rather than read as the options `B`, `C` one list holds.
pub(super) fn join(blocks: &mut Vec<Block>) {
    let mut drop = vec![false; blocks.len()];
    let mut i = 0;
    while i < blocks.len() {
        // A run starts at `A` alone in its list (the fence after it ended the list) over code.
        let first_of_list =
            i == 0 || blocks[i - 1].kind != Kind::Item || blocks[i - 1].parent != blocks[i].parent;
        if lone_letter(&blocks[i]) != Some(0) || !first_of_list || !code(blocks, i + 1) {
            i += 1;
            continue;
        }
        // The run: letter, code, letter, code …, the letters in order.
        let mut pairs = Vec::new();
        let mut j = i;
        while j < blocks.len()
            && lone_letter(&blocks[j]) == Some(pairs.len())
            && code(blocks, j + 1)
        {
            pairs.push(j);
            j += 2;
        }
        // A lone letter right after the run, with no code under it or out of order: the run
        // broke, and none of its letters is an option's text.
        let broken = j < blocks.len() && lone_letter(&blocks[j]).is_some();
        if pairs.len() >= 2 && !broken {
            let parent = blocks[i].parent;
            let list: Vec<usize> =
                blocks[i].ancestors[..blocks[i].ancestors.len().saturating_sub(1)].to_vec();
            for &at in &pairs {
                let text = std::mem::take(&mut blocks[at + 1].text);
                let item = &mut blocks[at];
                let own = item.ancestors.last().copied();
                item.text = text;
                item.parent = parent;
                item.ancestors = list.iter().copied().chain(own).collect();
                drop[at + 1] = true;
            }
        } else {
            while j < blocks.len() && (lone_letter(&blocks[j]).is_some() || code(blocks, j)) {
                j += 1;
            }
            // One list, each letter its code where it has some, and no box checked: the
            // question is rejected as having no answer, rather than read as the options `B`,
            // `C` that one list holds, the box of `B` checked over no code.
            let parent = blocks[i].parent;
            let list: Vec<usize> =
                blocks[i].ancestors[..blocks[i].ancestors.len().saturating_sub(1)].to_vec();
            for at in i..j {
                if lone_letter(&blocks[at]).is_none() {
                    continue;
                }
                if code(blocks, at + 1) {
                    blocks[at].text = std::mem::take(&mut blocks[at + 1].text);
                    drop[at + 1] = true;
                }
                let item = &mut blocks[at];
                let own = item.ancestors.last().copied();
                item.parent = parent;
                item.ancestors = list.iter().copied().chain(own).collect();
                item.checked = false;
            }
        }
        i = j.max(i + 1);
    }
    if drop.contains(&true) {
        let mut n = 0;
        blocks.retain(|_| {
            n += 1;
            !drop[n - 1]
        });
    }
}
