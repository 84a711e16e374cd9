//! Union-find, plain and with offsets.
//!
//! Hand-written: the offset variant (each element's position relative to its root, with the
//! period learnt from cycles) is not what the union-find crates offer, and both are a few lines.

/// Disjoint sets over `0..n` (union-find with path halving).
#[derive(Debug, Clone)]
pub struct Sets {
    parent: Vec<usize>,
}

impl Sets {
    /// `n` elements, each a set of its own.
    pub fn new(n: usize) -> Self {
        Self { parent: (0..n).collect() }
    }

    /// Adds one element and returns it.
    pub fn push(&mut self) -> usize {
        self.parent.push(self.parent.len());
        self.parent.len() - 1
    }

    /// The root of `x`'s set: two elements are in one set when their roots are equal.
    pub fn find(&mut self, mut x: usize) -> usize {
        while self.parent[x] != x {
            self.parent[x] = self.parent[self.parent[x]];
            x = self.parent[x];
        }
        x
    }

    /// Joins the sets of `a` and `b`; the root of `a`'s set stays root.
    pub fn union(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.parent[rb] = ra;
        }
    }
}

/// Disjoint sets whose elements have positions: `link(a, b, d)` says `b` sits `d` places after
/// `a`. When two links disagree the set is a cycle, and its period is the greatest common divisor
/// of the disagreements.
#[derive(Debug, Clone)]
pub(crate) struct Positions {
    parent: Vec<usize>,
    /// Position relative to the parent.
    offset: Vec<i64>,
    /// Per root: the period learnt so far (0 while none).
    period: Vec<i64>,
}

impl Positions {
    pub fn new(n: usize) -> Self {
        Self { parent: (0..n).collect(), offset: vec![0; n], period: vec![0; n] }
    }

    /// The root of `x` and `x`'s position relative to it.
    pub fn find(&mut self, x: usize) -> (usize, i64) {
        let mut path = Vec::new();
        let mut r = x;
        while self.parent[r] != r {
            path.push(r);
            r = self.parent[r];
        }
        // Compress, from the node nearest the root outwards.
        let mut acc = 0;
        for &node in path.iter().rev() {
            acc += self.offset[node];
            self.offset[node] = acc;
            self.parent[node] = r;
        }
        (r, if path.is_empty() { 0 } else { self.offset[x] })
    }

    /// Records that `b` sits `d` places after `a`.
    pub fn link(&mut self, a: usize, b: usize, d: i64) {
        let (ra, pa) = self.find(a);
        let (rb, pb) = self.find(b);
        if ra == rb {
            let gap = (pb - pa - d).abs();
            self.period[ra] = gcd(self.period[ra], gap);
            return;
        }
        // pos(rb) relative to ra: pos(b) = pa + d, and pos(b) = pos(rb) + pb.
        self.parent[rb] = ra;
        self.offset[rb] = pa + d - pb;
        self.period[ra] = gcd(self.period[ra], self.period[rb]);
    }

    /// The period of `x`'s set (0 when no cycle was seen).
    pub fn period(&mut self, x: usize) -> i64 {
        let (r, _) = self.find(x);
        self.period[r]
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_follow_links_and_cycles_give_the_period() {
        let mut p = Positions::new(5);
        p.link(0, 1, 1);
        p.link(1, 2, 1);
        p.link(3, 4, 1);
        p.link(2, 3, 1);
        let (r, p4) = p.find(4);
        let (r0, p0) = p.find(0);
        assert_eq!(r, r0);
        assert_eq!(p4 - p0, 4);
        assert_eq!(p.period(0), 0);
        // 4 is followed by 0: a cycle of 5.
        p.link(4, 0, 1);
        assert_eq!(p.period(3), 5);
    }

    #[test]
    fn plain_sets() {
        let mut s = Sets::new(3);
        let extra = s.push();
        s.union(0, extra);
        assert_eq!(s.find(extra), s.find(0));
        assert_ne!(s.find(1), s.find(0));
    }
}
