"use strict";
// mincio replay: steps through a finished game, and checks in the browser
// what mincio verify checks of the log's bytes: the hash chain, the
// digests of each input, and every SSHSIG signature (namespace "mincio",
// Ed25519 through WebCrypto). docs/replay.md says what is checked.
(function () {
  const data = JSON.parse(document.getElementById("mincio-data").textContent);
  const enc = new TextEncoder();
  const dec = new TextDecoder();
  const $ = (id) => document.getElementById(id);
  const b64 = (s) => Uint8Array.from(atob(s || ""), (c) => c.charCodeAt(0));
  const hex = (b) => Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  const digest = async (alg, b) => new Uint8Array(await crypto.subtle.digest(alg, b));
  const sha256hex = async (b) => hex(await digest("SHA-256", b));
  const equal = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

  function concat(...parts) {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let o = 0;
    for (const p of parts) { out.set(p, o); o += p.length; }
    return out;
  }
  // sshString is the SSH wire encoding of a byte string: its length, then it.
  function sshString(b) {
    const out = new Uint8Array(4 + b.length);
    new DataView(out.buffer).setUint32(0, b.length);
    out.set(b, 4);
    return out;
  }
  class Reader {
    constructor(b) { this.b = b; this.o = 0; }
    u32() {
      if (this.o + 4 > this.b.length) throw new Error("truncated");
      const v = new DataView(this.b.buffer, this.b.byteOffset + this.o, 4).getUint32(0);
      this.o += 4;
      return v;
    }
    bytes() {
      const n = this.u32();
      if (this.o + n > this.b.length) throw new Error("truncated");
      const v = this.b.subarray(this.o, this.o + n);
      this.o += n;
      return v;
    }
    str() { return dec.decode(this.bytes()); }
  }

  // parseArmored reads an armored SSHSIG block (PROTOCOL.sshsig).
  function parseArmored(text) {
    const lines = text.replace(/\r/g, "").split("\n").map((l) => l.trim());
    const i = lines.indexOf("-----BEGIN SSH SIGNATURE-----");
    const j = lines.indexOf("-----END SSH SIGNATURE-----");
    if (i < 0 || j < i) throw new Error("no SSH signature block");
    const blob = b64(lines.slice(i + 1, j).join(""));
    if (dec.decode(blob.subarray(0, 6)) !== "SSHSIG") throw new Error("not an SSHSIG blob");
    const r = new Reader(blob.subarray(6));
    const version = r.u32();
    if (version !== 1) throw new Error("SSHSIG version " + version);
    return { publicKey: r.bytes(), namespace: r.str(), reserved: r.bytes(), hashAlg: r.str(), signature: r.bytes() };
  }
  const keyBlob = (line) => b64((line || "").trim().split(/\s+/)[1]);
  async function fingerprint(line) {
    const s = btoa(String.fromCharCode(...(await digest("SHA-256", keyBlob(line)))));
    return "SHA256:" + s.replace(/=+$/, "");
  }

  // checkSig says why armored is not keyLine's signature of message in
  // the namespace mincio, or "" when it is.
  async function checkSig(keyLine, message, armored) {
    let s;
    try { s = parseArmored(armored); } catch (e) { return e.message; }
    const kb = keyBlob(keyLine);
    if (!equal(s.publicKey, kb)) return "signed by another key than the one that must sign it";
    if (s.namespace !== "mincio") return "signed in namespace " + JSON.stringify(s.namespace) + ", not mincio";
    const alg = { sha512: "SHA-512", sha256: "SHA-256" }[s.hashAlg];
    if (!alg) return "unknown hash " + s.hashAlg;
    const kr = new Reader(kb);
    if (kr.str() !== "ssh-ed25519") return "a key this page cannot check (Ed25519 only): run mincio verify";
    const raw = kr.bytes();
    const sr = new Reader(s.signature);
    if (sr.str() !== "ssh-ed25519") return "not an Ed25519 signature";
    const sig = sr.bytes();
    const signed = concat(enc.encode("SSHSIG"), sshString(enc.encode(s.namespace)), sshString(s.reserved),
      sshString(enc.encode(s.hashAlg)), sshString(await digest(alg, message)));
    try {
      const key = await crypto.subtle.importKey("raw", raw, { name: "Ed25519" }, false, ["verify"]);
      return (await crypto.subtle.verify({ name: "Ed25519" }, key, sig, signed)) ? "" : "the signature does not match";
    } catch (e) {
      return "this browser cannot check Ed25519 (" + e.message + "): run mincio verify";
    }
  }

  // The log as the page holds it, read again from its own bytes.
  let header = {};
  const entries = data.entries.map(() => ({ json: null, problems: [] }));
  const verdict = { done: false, ok: false, problems: [], signatures: 0 };

  async function verifyAll() {
    const headerBytes = b64(data.header);
    try { header = JSON.parse(dec.decode(headerBytes)); } catch (e) { verdict.problems.push("header.json: not JSON"); return; }
    const host = header.host_key;
    const note = async (list, what, p) => { if (p) list.push(what + ": " + p); else verdict.signatures++; };
    await note(verdict.problems, "header.json, host signature", await checkSig(host, headerBytes, data.header_sig));
    const seats = {};
    for (const s of header.sides || []) seats[s.side] = s.key;
    let prev = await sha256hex(headerBytes);
    for (let i = 0; i < data.entries.length; i++) {
      const d = data.entries[i], out = entries[i], p = out.problems;
      const file = b64(d.file);
      let e;
      try { e = JSON.parse(dec.decode(file)); } catch (err) { p.push("not JSON"); e = { result: {} }; }
      out.json = e;
      if (e.n !== i + 1) p.push("says it is entry " + e.n);
      if (e.prev !== prev) p.push("its link to the entry before is broken (prev " + e.prev + ")");
      await note(p, "host signature", await checkSig(host, file, d.sig));
      // A message to the moderator: the host keeps its input, and the
      // log commits to it by its digests alone (docs/game-folder.md).
      const withheld = !d.input && e.kind === "message" && (e.messages || []).some((m) => m.to === "moderator");
      if (withheld) {
        for (const x of p) verdict.problems.push("entry " + (i + 1) + ": " + x);
        prev = await sha256hex(file);
        continue;
      }
      const input = b64(d.input);
      if (await sha256hex(input) !== e.received_digest) p.push("its input is not the one received (received_digest)");
      if (d.input_sig) {
        if (await sha256hex(b64(d.input_sig)) !== e.sig_digest) p.push("its detached signature is not the one received (sig_digest)");
        if (dec.decode(b64(d.input_sig)) !== d.armored) p.push("the signature shown is not the detached one");
      } else if (!dec.decode(input).includes(d.armored)) {
        p.push("the signature shown is not the one appended to the input");
      }
      const signed = b64(d.signed);
      if (await sha256hex(signed) !== e.input_digest) p.push("the signed content is not the input's (input_digest)");
      let signer = host, who = "the host";
      if (e.kind === "orders" || e.kind === "declare" || e.kind === "message") { signer = seats[e.side]; who = e.side + "'s player"; }
      if (e.kind === "moderator") { signer = header.moderator && header.moderator.key; who = "the moderator"; }
      if (!signer) p.push("no key for " + who);
      else await note(p, "signature of " + who, await checkSig(signer, signed, d.armored));
      // A moderator's replacement gives the side's seat a new key from
      // the next entry on.
      if (e.act && e.act.name === "replace" && e.act.key && p.length === 0) seats[e.act.side] = e.act.key;
      for (const x of p) verdict.problems.push("entry " + (i + 1) + ": " + x);
      prev = await sha256hex(file);
    }
    verdict.ok = verdict.problems.length === 0;
  }

  // The page.
  const views = data.views;
  let view = views[views.length - 1].id;
  let at = data.entries.length;
  // A link may name the entry and the view: page.html#entry=5&view=austria.
  const wanted = new URLSearchParams(location.hash.slice(1));
  if (views.some((v) => v.id === wanted.get("view"))) view = wanted.get("view");
  if (+wanted.get("entry") >= 1) at = Math.min(+wanted.get("entry"), data.entries.length);
  const mapCache = new Map();

  async function mapSVG(i) {
    if (!mapCache.has(i)) {
      const stream = new Blob([b64(data.maps[i])]).stream().pipeThrough(new DecompressionStream("gzip"));
      mapCache.set(i, new Response(stream).text());
    }
    return mapCache.get(i);
  }
  const sees = (to) => view === "all" || !to || to.length === 0 || to.includes(view);

  function title(e) {
    switch (e.kind) {
      case "start": return "the host starts the game";
      case "orders": return "orders from " + e.side + " (seq " + e.seq + ")";
      case "declare": return "a declaration of " + e.side + (e.act ? ": " + e.act.name : "");
      case "moderator": return "the moderator's act" + (e.act ? ": " + e.act.name + (e.act.side ? " " + e.act.side : "") : "");
      case "message": return "a message from " + e.side + " (seq " + e.seq + ")" + ((e.messages || []).some((m) => m.to === "moderator") ? ", to the moderator: kept by the host" : "");
      case "missed": return "a missed turn";
      case "reveal": return "the host reveals the dice seed";
    }
    return e.kind;
  }
  const turnOf = (i) => (entries[i].json && entries[i].json.result && entries[i].json.result.turn) || 0;
  const el = (tag, text, cls) => { const x = document.createElement(tag); if (text !== undefined) x.textContent = text; if (cls) x.className = cls; return x; };

  async function show(n) {
    at = Math.max(1, Math.min(data.entries.length, n));
    const d = data.entries[at - 1], info = entries[at - 1], e = info.json || { result: {} };
    $("slider").value = at;
    $("where").textContent = "entry " + at + " of " + data.entries.length + (turnOf(at - 1) ? ", game turn " + turnOf(at - 1) : "");
    $("entry-title").textContent = "Entry " + at + ": " + title(e) + (e.received ? ", received " + e.received : "");
    const status = e.result.status || "", outcome = e.result.outcome ? e.result.outcome.text : "";
    $("entry-status").textContent = outcome && !status.includes(outcome) ? status + " — " + outcome : status;
    const check = $("entry-check");
    if (!verdict.done) { check.textContent = "checking…"; check.className = ""; }
    else if (info.problems.length) { check.textContent = "✗ " + info.problems.join("; "); check.className = "bad-entry"; }
    else { check.textContent = "✓ host signature, link, input digests and the input's signature hold"; check.className = ""; }
    const list = $("events");
    list.replaceChildren();
    for (const ev of e.result.events || []) {
      if (!sees(ev.to)) continue;
      const li = el("li", ev.text);
      li.dataset.code = ev.code;
      if (ev.to && ev.to.length && view === "all") li.append(el("span", " (seen by " + ev.to.join(", ") + ")", "detail"));
      for (const r of ev.rolls || []) li.append(el("div", "roll: d" + r.sides + "=" + r.value + (r.purpose ? " (" + r.purpose + ")" : ""), "rolls"));
      for (const x of ev.detail || []) li.append(el("div", x, "detail"));
      list.append(li);
    }
    if (!list.children.length) list.append(el("li", view === "all" ? "(no events)" : "(nothing " + view + " could see)", "detail"));
    if (view === "all" && (e.result.rolls || []).length) {
      const li = el("li", "every roll of the entry, in the order rolled:");
      for (const r of e.result.rolls) li.append(el("div", "d" + r.sides + "=" + r.value + " (" + r.purpose + ")", "rolls"));
      list.append(li);
    }
    const mine = view === "all" || e.side === view || e.kind !== "orders";
    $("input").textContent = mine ? dec.decode(b64(d.signed)) : "(" + e.side + "'s orders: not shown in " + view + "'s view)";
    const m = d.maps[view];
    $("map").innerHTML = m === undefined ? "" : await mapSVG(m);
    $("map").dataset.entry = at;
    history.replaceState(null, "", "#entry=" + at + "&view=" + encodeURIComponent(view));
  }
  function turnStep(dir) {
    const t = turnOf(at - 1);
    for (let i = at - 1 + dir; i >= 0 && i < data.entries.length; i += dir) {
      if (turnOf(i) !== t) {
        // back: to the first entry of the turn before
        if (dir < 0) { const u = turnOf(i); while (i > 0 && turnOf(i - 1) === u) i--; }
        return show(i + 1);
      }
    }
    return show(dir < 0 ? 1 : data.entries.length);
  }

  async function facts() {
    const dl = $("facts");
    const add = (k, v) => { dl.append(el("dt", k), el("dd", v)); };
    const r = header.rules;
    $("title").textContent = header.game + " — " + data.title;
    add("scenario", (header.scenario || {}).id + " (" + ((header.scenario || {}).system) + " rules)");
    add("rules", r ? r.system + " (" + header.scenario.system + " revision), core revision " + r.core + (r.mincio ? ", created by mincio " + r.mincio : "")
      : "revision 1 of both (made before mincio recorded revisions)");
    for (const s of header.sides || []) add(s.side, "player's key " + await fingerprint(s.key));
    add("host", "key " + await fingerprint(header.host_key));
    if (header.moderator) add("league", header.moderator.league + ", moderator's key " + await fingerprint(header.moderator.key));
    let result = "not over";
    for (const x of entries) if (x.json && x.json.result && x.json.result.outcome) result = x.json.result.outcome.text;
    add("result", result);
    $("about").textContent = "A replay made by mincio " + data.mincio + ". The page checks the log's own bytes: every link of the hash chain, " +
      "the digests of every input, the host's signature of the header and of every entry, and the signature of every input by the key " +
      "that must have made it. The map pictures are drawn by mincio from the replay of the log: the signatures cover the log, not the pictures " +
      "(mincio verify replays it).";
  }

  for (const v of views) { const o = el("option", v.name); o.value = v.id; $("view").append(o); }
  $("view").value = view;
  $("slider").max = data.entries.length;
  $("view").onchange = () => { view = $("view").value; show(at); };
  $("fit").onchange = () => { $("map").classList.toggle("fit", $("fit").checked); };
  $("slider").oninput = () => show(+$("slider").value);
  $("first").onclick = () => show(1);
  $("last").onclick = () => show(data.entries.length);
  $("prev").onclick = () => show(at - 1);
  $("next").onclick = () => show(at + 1);
  $("prev-turn").onclick = () => turnStep(-1);
  $("next-turn").onclick = () => turnStep(1);
  document.addEventListener("keydown", (ev) => {
    if (ev.target.tagName === "SELECT" || ev.target.tagName === "INPUT") return;
    if (ev.key === "ArrowLeft") show(at - 1);
    if (ev.key === "ArrowRight") show(at + 1);
  });

  const ready = (async () => {
    try { await verifyAll(); } catch (e) { verdict.problems.push("the check stopped: " + e.message); verdict.ok = false; }
    verdict.done = true;
    const v = $("verdict");
    if (verdict.ok) {
      v.className = "ok";
      v.textContent = "✓ verified: " + verdict.signatures + " signatures and a hash chain of " + data.entries.length + " entries hold";
    } else {
      v.className = "bad";
      v.textContent = "✗ NOT verified: " + verdict.problems.slice(0, 5).join("; ") + (verdict.problems.length > 5 ? " …" : "");
    }
    await facts();
    await show(at);
  })();
  window.mincioReplay = { show, setView: (id) => { view = id; $("view").value = id; return show(at); }, ready, verdict };
})();
