// Pirate Table's phone page: joins the table with its code, holds one seat, shows that seat's hand and moves, and
// sends the chosen move in the game's notation. The game decides everything: this page only shows what it is told
// and asks. Every text from the game goes in with textContent, never as HTML.
"use strict";

const KEPT = "pirate-table-seat";  // {seat, secret} kept by the browser: back to the same seat after a drop
let ws = null, words = {}, colours = [], news = null, picked = null, code = "", retry = 0, seated = false;
let resuming = false;  // a resume was sent: a refusal now means the seat is no longer this phone's
const give = new Set(), take = new Set();

const $ = (id) => document.getElementById(id);
const word = (key) => words[key] || "";

function show(section) {
  for (const id of ["join", "seats", "play"]) $(id).hidden = id !== section;
  if (section !== "play") {  // no seat: the bar names nobody
    $("who").textContent = "Pirate Table";
    $("prompt").textContent = "";
    $("prompt").className = "";
    $("dot").style.background = "";
  }
}

function notice(text) {
  $("notice").textContent = text;
  $("notice").hidden = !text;
}

let toastTimer = 0;
function toast(text) {
  $("toast").textContent = text;
  $("toast").hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { $("toast").hidden = true; }, 4000);
}

function send(message) {
  if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
}

function kept() {
  try { return JSON.parse(localStorage.getItem(KEPT) || "null"); } catch (e) { return null; }
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  ws = new WebSocket(`${scheme}://${location.host}/ws`);
  ws.onmessage = (e) => receive(JSON.parse(e.data));
  ws.onclose = (e) => {
    ws = null;
    if (e.code === 1001) {  // the table closed (its game ended, or it was left): its seats are gone with it
      seated = false;
      localStorage.removeItem(KEPT);
      notice(word("closed"));
      return;
    }
    if (seated) notice(word("reconnecting") || "…");
    retry = Math.min(retry + 1, 5);
    setTimeout(connect, retry * 1000);
  };
  ws.onopen = () => { retry = 0; };
}

function receive(m) {
  if (m.words) {  // the table's language (first, or changed at the table)
    words = m.words;
    document.documentElement.lang = m.language || "en";
    for (const el of document.querySelectorAll("[data-word]")) el.textContent = word(el.dataset.word);
  }
  if (m.type === "hello") {
    colours = m.colours || [];
    const mine = kept();
    const fromLink = decodeURIComponent(location.hash.slice(1));
    resuming = Boolean(mine);
    if (mine) send({type: "resume", seat: mine.seat, secret: mine.secret});
    else if (fromLink) { code = fromLink; send({type: "code", code}); }
    else show("join");
  } else if (m.type === "seats") {
    seats(m.seats);
  } else if (m.type === "asking") {
    notice(word("asking"));
  } else if (m.type === "seated") {
    seated = true;
    resuming = false;
    notice("");
    localStorage.setItem(KEPT, JSON.stringify({seat: m.seat, secret: m.secret}));
    if (location.hash) history.replaceState(null, "", location.pathname);
    show("play");
    notice("");
  } else if (m.type === "table") {
    table(m);
  } else if (m.type === "refused") {
    toast(m.reason);
    if (!seated) notice("");  // ("Asking the TV…" is answered)
    if (resuming) {  // the seat went elsewhere while this phone was away: join again
      resuming = seated = false;
      localStorage.removeItem(KEPT);
      show("join");
    }
  } else if (m.type === "released") {
    seated = false;
    localStorage.removeItem(KEPT);
    show("join");
    notice(word(m.moved ? "moved" : "released"));
  }
}

function seats(list) {
  show("seats");
  const box = $("seat-list");
  box.replaceChildren();
  for (const s of list) {
    const b = document.createElement("button");
    const dot = document.createElement("span");
    dot.className = "dot";
    dot.style.background = colours[s.seat] || "";
    const name = document.createElement("span");
    name.textContent = s.held ? `${s.name} (${word("held")})` : s.name;
    b.append(dot, name);
    b.onclick = () => send({type: "sit", code, seat: s.seat});
    box.append(b);
  }
}

function cardButton(card, onTap) {
  const b = document.createElement("button");
  b.className = "card";
  const img = document.createElement("img");
  img.src = `/art/${card.art}`;
  img.alt = card.label;
  const label = document.createElement("span");
  label.textContent = card.label;
  b.append(img, label);
  b.onclick = onTap;
  return b;
}

function moveButton(move) {
  const b = document.createElement("button");
  b.textContent = move.words;
  b.onclick = () => { send({type: "act", action: move.action, moment: news.moment}); picked = null; };
  return b;
}

function table(m) {
  const turned = m.deciding && !(news && news.deciding && news.moment === m.moment);
  news = m;
  if (!seated) return;
  show("play");
  $("who").textContent = m.names[m.seat];
  $("dot").style.background = m.colours[m.seat];
  $("prompt").textContent = m.prompt;
  $("prompt").className = m.deciding ? "yours" : "";
  if (turned && navigator.vibrate) navigator.vibrate([120, 60, 120]);
  $("help").replaceChildren(...m.help.map((text) => {
    const p = document.createElement("p");
    p.textContent = text;
    return p;
  }));
  if (!m.deciding) { picked = null; give.clear(); take.clear(); $("trade").hidden = true; }
  // A move that plays one card is listed under that card; the others (a draw, a counterattack's several cards,
  // declining) among the other moves.
  const single = (mv) => mv.cards.length === 1;
  const withCard = new Set(m.moves.filter(single).map((mv) => mv.cards[0]));
  const hand = $("hand");
  hand.replaceChildren();
  m.hand.forEach((card, i) => {
    const b = cardButton(card, () => {
      if (card.why) { toast(card.why); return; }  // a dimmed card: why it cannot be played now
      picked = picked === i ? null : i;
      table(news);
    });
    if (m.deciding && withCard.has(card.key)) b.classList.add("playable");
    if (m.deciding && card.why) b.classList.add("dim");
    if (picked === i) b.classList.add("picked");
    hand.append(b);
  });
  const cardMoves = $("card-moves");
  cardMoves.replaceChildren();
  if (picked !== null && m.hand[picked]) {
    for (const mv of m.moves) if (single(mv) && mv.cards[0] === m.hand[picked].key) cardMoves.append(moveButton(mv));
  }
  $("tap").hidden = !m.deciding || picked !== null || withCard.size === 0;
  const others = m.moves.filter((mv) => !single(mv));
  $("other-moves").replaceChildren(...others.map(moveButton));
  $("other-moves").classList.toggle("many", others.length > 8);  // a board's many places: side by side
  $("other-title").hidden = others.length === 0;
  $("trade-box").hidden = !(m.deciding && m.trade.length > 0);
  tradePicks();
  const scores = $("scores");
  scores.replaceChildren();
  scores.className = m.over ? "" : "now";
  if (!m.over) {  // the scores so far, one line, the seat's own first
    const order = m.scores.map((_, seat) => seat).sort((a, b) => (b === m.seat) - (a === m.seat));
    scores.textContent = order.map((seat) => `${m.names[seat]} ${m.scores[seat]}`).join(" · ");
  } else {  // the final count, best first
    const title = document.createElement("h2");
    title.textContent = word("final");
    scores.append(title);
    const ranked = m.scores.map((points, seat) => [points, seat]).sort((a, b) => b[0] - a[0]);
    ranked.forEach(([points, seat]) => {
      const row = document.createElement("div");
      if (m.winners.includes(seat)) row.className = "won";
      const name = document.createElement("span");
      name.textContent = m.names[seat];
      name.style.color = m.colours[seat];
      const value = document.createElement("strong");
      value.textContent = points;
      row.append(name, value);
      scores.append(row);
    });
  }
  const log = $("log");
  const turns = [];  // the newest turn first, each turn's lines in their order under its heading
  for (const line of m.log) {
    if (line.heading || turns.length === 0) turns.unshift([]);
    turns[0].push(line);
  }
  log.replaceChildren(...turns.flatMap((turn, t) => turn.map((line) => {
    const li = document.createElement("li");
    li.textContent = line.text;
    li.className = line.heading ? "heading" : t === 0 ? "latest" : "";
    return li;
  })));
}

function tradePicks() {
  if (!news) return;
  const pick = (set, key) => () => { set.has(key) ? set.delete(key) : set.add(key); tradePicks(); };
  $("give").replaceChildren(...news.hand.map((card, i) => {
    const b = cardButton(card, pick(give, i));
    if (give.has(i)) b.classList.add("picked");
    return b;
  }));
  $("take").replaceChildren(...news.trade.map((card, i) => {
    const b = cardButton(card, pick(take, i));
    if (take.has(i)) b.classList.add("picked");
    return b;
  }));
  $("trade-go").disabled = give.size < 2 || take.size < 1;
}

document.addEventListener("DOMContentLoaded", () => {
  $("code-form").onsubmit = (e) => {
    e.preventDefault();
    code = $("code").value;
    send({type: "code", code});
  };
  $("trade-open").onclick = () => { $("trade").hidden = false; tradePicks(); };
  $("trade-cancel").onclick = () => { $("trade").hidden = true; give.clear(); take.clear(); };
  $("trade-go").onclick = () => {
    const gives = [...give].map((i) => news.hand[i].key), takes = [...take].map((i) => news.trade[i].key);
    send({type: "act", action: `trade ${gives.join(" ")} take ${takes.join(" ")}`, moment: news.moment});
    $("trade").hidden = true; give.clear(); take.clear();
  };
  connect();
});
