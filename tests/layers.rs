//! The layers of `src/` have no import circle: the `use` declarations at the top of every
//! module (`use crate::…`, `use super::…`, `use self::…`, and a module's own children),
//! and the paths its code names (`super::computer::event_id(…)`), make a graph of
//! modules, and that graph has no cycle. (`mod tests` blocks are not counted.)

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// `src/host/play/moves.rs` -> `host::play::moves`, `src/host/mod.rs` -> `host`, `src/lib.rs` -> ``.
fn module_of(rel: &Path) -> String {
    let mut parts: Vec<String> = rel
        .with_extension("")
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if parts.last().is_some_and(|l| l == "mod" || l == "lib") {
        parts.pop();
    }
    parts.join("::")
}

fn collect(dir: &Path, root: &Path, out: &mut BTreeMap<String, String>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("src/ is readable")
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            collect(&path, root, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path.strip_prefix(root).expect("under src/");
            if rel == Path::new("main.rs") {
                continue; // the binary is another crate
            }
            let text = std::fs::read_to_string(&path).expect("a readable source file");
            out.insert(module_of(rel), text);
        }
    }
}

/// The top-level `use` declarations of a file, each as one string without `use` and `;`.
fn uses(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        let line = line.split("//").next().unwrap_or("");
        if let Some(c) = current.as_mut() {
            c.push_str(line.trim());
        } else {
            let trimmed = line.strip_prefix("pub(crate) ").unwrap_or(line);
            let trimmed = trimmed.strip_prefix("pub ").unwrap_or(trimmed);
            if let Some(rest) = trimmed.strip_prefix("use ") {
                current = Some(rest.trim().to_string());
            }
        }
        if current.as_ref().is_some_and(|c| c.ends_with(';')) {
            let c = current.take().unwrap_or_default();
            out.push(c.trim_end_matches(';').to_string());
        }
    }
    out
}

/// The paths a file's code names outside its `use` declarations (`super::computer::
/// event_id(…)`, `crate::rules::Color::White`): a path written in a function ties two
/// modules as an import does. Comments and the test module at the end are left out.
fn body_paths(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with("#[cfg(test)]") {
            break;
        }
        let code = line.split("//").next().unwrap_or("");
        if code.trim_start().starts_with("use ") || code.contains(" use ") {
            continue;
        }
        for start in ["super::", "crate::"] {
            let mut rest = code;
            while let Some(i) = rest.find(start) {
                let tail = &rest[i..];
                let end = tail
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
                    .unwrap_or(tail.len());
                out.push(tail[..end].trim_end_matches(':').to_string());
                rest = &tail[start.len()..];
            }
        }
    }
    out
}

/// `a::{b, c::{d, e}}` -> `a::b`, `a::c::d`, `a::c::e`.
fn expand(tree: &str) -> Vec<String> {
    let tree: String = tree.chars().filter(|c| !c.is_whitespace()).collect();
    let Some(open) = tree.find('{') else {
        return vec![tree];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..tree.len() - 1];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, ch) in inner.char_indices() {
        match ch {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.is_empty())
        .flat_map(|p| expand(p).into_iter().map(|e| format!("{prefix}{e}")))
        .collect()
}

fn join(base: &[String]) -> String {
    base.join("::")
}

/// The module a path in module `from` names: the longest module prefix of the path.
fn target(from: &str, path: &str, modules: &BTreeSet<String>) -> Option<String> {
    let mut base: Vec<String> = if from.is_empty() {
        Vec::new()
    } else {
        from.split("::").map(String::from).collect()
    };
    let mut segments = path.split("::").peekable();
    match segments.peek().copied() {
        Some("crate") => {
            base.clear();
            segments.next();
        }
        Some("super") => {
            while segments.peek() == Some(&"super") {
                base.pop();
                segments.next();
            }
        }
        Some("self") => {
            segments.next();
        }
        Some(first) => {
            // A child module named relatively (`use challenges::X` in `host/mod.rs`).
            let mut child = base.clone();
            child.push(first.to_string());
            if !modules.contains(&join(&child)) {
                return None; // an external crate or std
            }
        }
        None => return None,
    }
    for s in segments {
        let mut next = base.clone();
        next.push(s.split(" as ").next().unwrap_or(s).to_string());
        if modules.contains(&join(&next)) {
            base = next;
        } else {
            break;
        }
    }
    Some(join(&base))
}

/// The import graph of `src/`: module -> modules it imports from.
fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    collect(&root, &root, &mut files);
    let modules: BTreeSet<String> = files.keys().cloned().collect();
    let mut graph = BTreeMap::new();
    for (module, text) in &files {
        let mut targets = BTreeSet::new();
        for tree in uses(text) {
            for path in expand(&tree) {
                if let Some(t) = target(module, &path, &modules) {
                    if &t != module {
                        targets.insert(t);
                    }
                }
            }
        }
        // A path in code that stops at an ancestor names an item the ancestor re-exports
        // or defines (`crate::rules::RuleSet`): not counted, as the defining module is not
        // known from the path alone. A path to any other module is an import.
        for path in body_paths(text) {
            if let Some(t) = target(module, &path, &modules) {
                let ancestor = t.is_empty() || module.starts_with(&format!("{t}::"));
                if &t != module && !ancestor {
                    targets.insert(t);
                }
            }
        }
        graph.insert(module.clone(), targets);
    }
    graph
}

/// The strongly connected components with more than one module (Tarjan).
fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct State<'a> {
        graph: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        next: usize,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a str) {
        s.index.insert(v, s.next);
        s.low.insert(v, s.next);
        s.next += 1;
        s.stack.push(v);
        s.on_stack.insert(v);
        let graph = s.graph;
        for w in graph.get(v).into_iter().flatten() {
            let w = w.as_str();
            if !s.index.contains_key(w) {
                visit(s, w);
                let low = s.low[v].min(s.low[w]);
                s.low.insert(v, low);
            } else if s.on_stack.contains(w) {
                let low = s.low[v].min(s.index[w]);
                s.low.insert(v, low);
            }
        }
        if s.low[v] == s.index[v] {
            let mut component = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                component.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                s.out.push(component);
            }
        }
    }
    let mut s = State {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in graph.keys() {
        if !s.index.contains_key(v.as_str()) {
            visit(&mut s, v);
        }
    }
    s.out
}

#[test]
fn the_reader_finds_a_circle_when_there_is_one() {
    let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let edge = |g: &mut BTreeMap<String, BTreeSet<String>>, a: &str, b: &str| {
        g.entry(a.into()).or_default().insert(b.into());
    };
    edge(&mut g, "host::router", "host::play");
    edge(&mut g, "host::play", "host::desk");
    assert!(circles(&g).is_empty());
    edge(&mut g, "host::desk", "host::router");
    assert_eq!(
        circles(&g),
        vec![vec!["host::desk", "host::play", "host::router"]]
    );
    assert_eq!(
        expand("super::{desk::{Cx, Desk}, i18n::keys}"),
        ["super::desk::Cx", "super::desk::Desk", "super::i18n::keys"]
    );
    let modules: BTreeSet<String> = ["host", "host::desk", "rules"]
        .map(String::from)
        .into_iter()
        .collect();
    assert_eq!(
        target("host::play", "super::desk::Cx", &modules).as_deref(),
        Some("host::desk")
    );
    assert_eq!(
        target("host::play", "crate::rules::Color", &modules).as_deref(),
        Some("rules")
    );
    assert_eq!(target("host::play", "std::fmt", &modules), None);
    assert_eq!(
        body_paths("    let id = super::computer::event_id(1, 2, \"move\"); // crate::x\n"),
        ["super::computer::event_id"]
    );
}

#[test]
fn no_module_of_src_imports_itself_through_others() {
    let g = graph();
    assert!(g.len() > 50, "every module was read: {}", g.len());
    assert!(g["host::router"].contains("host::desk"));
    // `rules/mod.rs` re-exports its children's items: the children import from the
    // defining modules (`crate::rules::color::Color`), never through the re-exports.
    assert!(g["rules::view"].contains("rules::viewer"));
    let found = circles(&g);
    assert!(found.is_empty(), "import circles in src/: {found:#?}");
}

/// Where a platform's mention syntax may appear in `host/`: `text.rs` breaks pings in
/// untrusted text (every `@` after a `<`, whatever the platform), parsing none.
const SYNTAX_ALLOWED: &[&str] = &["host::words::text"];

/// The lines of `host/` (comments and doc comments included) that spell a Discord mention
/// (`<@id>`, `<@!id>`, `<@&role>`, `<#` and a channel id, `<t:time>`; usages' `<#game>` is no mention): adapters read and write those.
fn discord_syntax_in_host() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    collect(&root.join("host"), &root, &mut files);
    let mut found = Vec::new();
    for (module, text) in &files {
        if SYNTAX_ALLOWED.contains(&module.as_str()) {
            continue;
        }
        for (n, line) in text.lines().enumerate() {
            let channel = line
                .match_indices("<#")
                .any(|(i, _)| line[i + 2..].starts_with(|c: char| c.is_ascii_digit()));
            if line.contains("<@") || line.contains("<t:") || channel {
                found.push(format!("{module}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    found
}

#[test]
fn the_host_speaks_of_users_and_roles_by_id_only() {
    let found = discord_syntax_in_host();
    assert!(found.is_empty(), "Discord syntax in host/: {found:#?}");
}
