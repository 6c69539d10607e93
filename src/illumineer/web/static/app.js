// Illumineer's page: shows the view the server sends and sends the action chosen.
// No rule lives here: what is legal, what it costs and what it does come in the frame.
"use strict";
const Illumineer = (() => {
  const $ = (id) => document.getElementById(id);
  const el = (tag, cls, text) => {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const showError = (text) => { $("error").textContent = text || ""; };

  // ------------------------------------------------------------------ start page
  async function startPage() {
    const options = await (await fetch("/api/options")).json();
    const fill = (select, names, chosen) => {
      for (const name of names) {
        const option = el("option", "", name);
        option.value = name;
        option.selected = name === chosen;
        select.append(option);
      }
    };
    fill($("bot"), options.bots, "greedy");
    fill($("deck"), options.decks, options.default_decks[0]);
    fill($("opponent_deck"), options.decks, options.default_decks[1]);
    const kindChanged = () => {
      const bot = $("kind").value === "bot";
      $("bot-choice").hidden = !bot;
      $("seat-choice").hidden = !bot;
      $("level-choice").hidden = $("kind").value !== "table";
    };
    $("kind").addEventListener("change", kindChanged);
    kindChanged();
    $("new-game").addEventListener("submit", async (event) => {
      event.preventDefault();
      showError("");
      const form = new FormData($("new-game"));
      const asked = Object.fromEntries(form.entries());
      asked.seat = Number(asked.seat || 0);
      const answer = await fetch("/api/games", {
        method: "POST",
        headers: {"Content-Type": "application/json"},
        body: JSON.stringify(asked),
      });
      const body = await answer.json();
      if (!answer.ok) { showError(body.error); return; }
      if (body.links.length === 1) { location.assign(body.links[0]); return; }
      const list = $("link-list");
      list.replaceChildren();
      body.links.forEach((link, seat) => {
        const item = el("li");
        const anchor = el("a", "seat-link", `player ${seat + 1}: ${location.origin}${link}`);
        anchor.href = link;
        anchor.target = "_blank";
        anchor.dataset.seat = String(seat);
        item.append(anchor);
        list.append(item);
      });
      const judges = $("judge-list");
      judges.replaceChildren();
      (body.judges || []).forEach((link, i) => {
        const item = el("li");
        const role = i === 0 ? "lead" : "floor";
        const anchor = el("a", "judge-link", `${role} judge: ${location.origin}${link}`);
        anchor.href = link;
        anchor.target = "_blank";
        anchor.dataset.role = role;
        item.append(anchor);
        judges.append(item);
      });
      $("links").hidden = false;
    });
  }

  // ------------------------------------------------------------------ game page
  let frame = null;
  let socket = null;
  let selected = null;  // a card id: only its actions are shown
  const lang = () => $("lang").value;

  const cardName = (card) => {
    if (!card || card.hidden) return "hidden card";
    return (lang() === "ja" && card.ja_name) || card.name;
  };
  const cardText = (card) => {
    if (!card || card.hidden) return "";
    return (lang() === "ja" && card.ja_text) || card.text || "";
  };

  function showDetail(card) {
    const box = $("detail");
    box.replaceChildren();
    if (!card || card.hidden) { box.hidden = true; return; }
    box.append(el("h3", "", cardName(card)));
    const facts = [card.type, `cost ${card.cost}`];
    if (card.strength !== undefined) facts.push(`strength ${card.strength}`, `willpower ${card.willpower}`, `lore ${card.lore}`);
    box.append(el("p", "facts", facts.join(" · ")));
    box.append(el("p", "text", cardText(card)));
    box.hidden = false;
  }

  function cardNode(card, where) {
    const node = el("button", "card");
    node.type = "button";
    if (card.hidden) {
      node.classList.add("hidden");
      node.append(el("span", "name", "hidden card"));
      if (card.exerted) node.classList.add("exerted");
      node.disabled = true;
      return node;
    }
    node.dataset.card = String(card.id);
    node.append(el("span", "name", cardName(card)));
    const stats = [];
    if (where === "hand") stats.push(`cost ${card.pay}` + (card.inkable ? " · ink" : ""));
    if (card.strength !== undefined) stats.push(`S${card.strength} W${card.willpower} L${card.lore}`);
    else if (card.willpower !== undefined) stats.push(`W${card.willpower}`);
    if (card.damage) stats.push(`${card.damage} damage`);
    if (card.drying) stats.push("drying");
    if (card.under) stats.push(`${card.under} under`);
    if (stats.length) node.append(el("span", "stats", stats.join(" · ")));
    if (card.exerted) node.classList.add("exerted");
    if (selected === card.id) node.classList.add("selected");
    node.addEventListener("click", () => {
      selected = selected === card.id ? null : card.id;
      showDetail(card);
      render();
    });
    return node;
  }

  function zone(title, cards, where) {
    const box = el("div", `zone ${where}`);
    box.append(el("h3", "", `${title} (${cards.length})`));
    const row = el("div", "cards");
    for (const card of cards) row.append(cardNode(card, where));
    box.append(row);
    return box;
  }

  function innermost(level) {
    while (level.subgame) level = level.subgame;
    return level;
  }

  function renderPlayer(box, player, mine, label) {
    box.replaceChildren();
    const ready = player.ready_ink;
    const head = el("h2", "", label || `${mine ? "You" : "Opponent"} (player ${player.seat + 1})`);
    const facts = el("p", "facts");
    const lore = el("span", "lore", `lore ${player.lore}`);
    lore.dataset.seat = String(player.seat);
    facts.append(lore, el("span", "", ` · ink ${ready}/${player.inkwell.length} ready`),
      el("span", "", ` · deck ${player.deck}`), el("span", "", ` · hand ${player.hand.count}`));
    if (player.drops) facts.append(el("span", "", ` · drops ${player.drops}`));
    if (player.discard.length) {
      facts.append(el("span", "", ` · discard ${player.discard.length} (top: ${cardName(player.discard[player.discard.length - 1])})`));
    }
    box.append(head, facts, zone("in play", player.play, "play"));
    if (mine) box.append(zone("hand", player.hand.known, "hand"));
    else if (player.hand.known.length) box.append(zone("known in hand", player.hand.known, "hand"));
    box.append(zone("inkwell", player.inkwell, "inkwell"));
  }

  function names(action) {
    return [action.card, action.other].filter((c) => c && !c.hidden).map((c) => c.id);
  }

  let render = function renderSeat() {
    if (!frame) return;
    const seen = frame.view;
    const level = innermost(seen);
    const seat = frame.seat;
    let status;
    if (level.winner !== null && level.winner !== undefined) {
      status = level.winner === seat ? "Game over: you win" : "Game over: you lose";
    } else if (level.phase === "alter_hand") {
      status = level.decides === seat ? "Setup: alter your hand (mulligan cards, then keep)" : "Setup: the opponent alters their hand";
    } else {
      const whose = level.active === seat ? "your turn" : "the opponent's turn";
      const decides = level.decides === seat ? "your decision" : "waiting for the opponent";
      status = `Turn ${level.turn}: ${whose}; ${decides}`;
    }
    $("status").textContent = status;
    $("status").dataset.over = String(level.winner !== null && level.winner !== undefined);
    renderPlayer($("them"), level.players[1 - seat], false);
    renderPlayer($("me"), level.players[seat], true);

    const question = $("question");
    question.replaceChildren();
    if (level.prompt) {
      const asked = level.prompt.for || level.resolving;
      const who = level.prompt.player === seat ? "you answer" : "the opponent answers";
      const about = asked ? ` for ${cardName(asked.source)}: ${asked.ability}` : "";
      question.append(el("p", "prompt", `Question${about} (${who})`));
    }
    const bag = $("bag");
    bag.replaceChildren();
    if (level.bag.length) {
      bag.append(el("h3", "", "The bag"));
      const list = el("ul");
      for (const t of level.bag) {
        list.append(el("li", "", `${t.player === seat ? "yours" : "theirs"}: ${cardName(t.source)}: ${t.ability}`));
      }
      bag.append(list);
    }

    const actions = $("actions");
    actions.replaceChildren();
    const offered = level.actions || [];
    offered.forEach((action, i) => {
      if (selected !== null && !names(action).includes(selected)) return;
      const words = frame.words[i] ? frame.words[i][lang()] : action.action;
      const button = el("button", `action verb-${action.verb}`, words);
      button.type = "button";
      button.dataset.verb = action.verb;
      button.dataset.code = String(action.code);
      button.addEventListener("click", () => {
        selected = null;
        socket.send(JSON.stringify({type: "act", code: action.code}));
      });
      actions.append(button);
    });
    if (!offered.length) actions.append(el("p", "waiting", level.winner !== null ? "The game is over." : "Nothing to decide now."));
    $("clear").hidden = selected === null;
    $("undo").hidden = !frame.undo;
    const table = frame.kind === "table";
    $("table-do").hidden = !table || level.decides !== seat;
    $("call-judge").hidden = !table;
    $("call-judge").textContent = frame.judge_called ? "A judge is called" : "Call a judge";

    const log = $("log");
    log.replaceChildren();
    for (const line of frame.log.slice().reverse()) log.append(el("li", "", line));
  };

  function playPage() {
    const game = location.pathname.split("/").pop();
    const key = decodeURIComponent(location.hash.slice(1));
    $("replay-link").href = `/replay/${game}#${encodeURIComponent(key)}`;
    const saved = localStorage.getItem("illumineer-lang");
    if (saved) $("lang").value = saved;
    $("lang").addEventListener("change", () => {
      localStorage.setItem("illumineer-lang", lang());
      document.documentElement.lang = lang();
      render();
    });
    $("clear").addEventListener("click", () => { selected = null; render(); });
    $("undo").addEventListener("click", () => socket.send(JSON.stringify({type: "undo"})));
    $("call-judge").addEventListener("click", () => socket.send(JSON.stringify({type: "call-judge"})));
    $("table-do").addEventListener("submit", (event) => {
      event.preventDefault();
      socket.send(JSON.stringify({type: "do", text: $("table-text").value}));
      $("table-text").value = "";
    });
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/ws`);
    socket.addEventListener("open", () => socket.send(JSON.stringify({type: "hello", game, key})));
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      if (message.type === "error") { showError(message.message); return; }
      showError("");
      frame = message;
      document.body.dataset.frames = String(Number(document.body.dataset.frames || 0) + 1);
      render();
    });
    socket.addEventListener("close", () => { $("status").textContent += " (disconnected: reload the page)"; });
  }

  // ------------------------------------------------------------------ judge's console
  function connect(hello, onFrame) {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/ws`);
    socket.addEventListener("open", () => socket.send(JSON.stringify(hello)));
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      if (message.type === "error") { showError(message.message); return; }
      showError("");
      document.body.dataset.frames = String(Number(document.body.dataset.frames || 0) + 1);
      onFrame(message);
    });
    socket.addEventListener("close", () => { $("status").textContent += " (disconnected: reload the page)"; });
  }

  function renderJudge() {
    if (!frame) return;
    const level = innermost(frame.views[0]);
    const over = level.winner !== null && level.winner !== undefined;
    $("status").textContent = `${frame.role} judge · ${frame.level} · turn ${level.turn}` + (over ? " · game over" : "");
    const called = $("called");
    called.hidden = frame.called_by === null;
    if (frame.called_by !== null) called.textContent = `Player ${frame.called_by + 1} calls a judge.`;
    const list = $("incidents");
    list.replaceChildren();
    for (const incident of frame.incidents) {
      const item = el("li", incident.ruled ? "ruled" : "");
      item.append(el("span", "", `player ${incident.player + 1}: ${incident[lang()] || incident.en} (rule ${incident.rule})` + (incident.ruled ? " · ruled" : "")));
      const button = el("button", "call", "Call");
      button.type = "button";
      button.dataset.number = String(incident.number);
      button.addEventListener("click", () => socket.send(JSON.stringify({type: "call", number: incident.number})));
      item.append(" ", button);
      list.append(item);
    }
    if (!frame.incidents.length) list.append(el("li", "", "No incident recorded."));
    $("ruling").textContent = frame.ruling ? frame.ruling[lang()] : "No call yet.";
    const remedies = $("remedies");
    remedies.replaceChildren();
    for (const choice of frame.remedies) {
      const button = el("button", "remedy", `Remedy: ${choice}`);
      button.type = "button";
      button.dataset.choice = choice;
      button.addEventListener("click", () => socket.send(JSON.stringify({type: "remedy", choice})));
      const preview = frame.previews.find((p) => p.choice === choice);
      const box = el("div", "preview");
      box.append(button);
      if (preview) {
        const changes = [];
        if (preview.rewind) changes.push(`rewinds ${preview.rewind} action(s)`);
        if (preview.actions.length) changes.push(`then: ${preview.actions.join(", ")}`);
        box.append(el("p", "changes", `Preview: ${changes.join("; ") || "no change to the game"}`));
        box.append(el("p", "outcome", preview[lang()] || preview.en));
      } else {
        box.append(el("p", "changes", "Not allowed now (applying it says why)."));
      }
      remedies.append(box);
    }
    $("rewind").hidden = frame.role !== "lead";
    $("asking").hidden = !frame.asking;
    if (frame.asking) $("question").textContent = `Player ${frame.asking.player + 1}: ${frame.asking[lang()] || frame.asking.en}`;
    $("event").textContent = `${frame.level} event; roster: ${frame.roster.join(", ")}; ledger entries: ${frame.ledger.length}`;
    const ledger = $("ledger");
    ledger.replaceChildren();
    for (const entry of frame.ledger) {
      ledger.append(el("li", "entry", `#${entry.id} ${entry.player}: ${entry.infraction}, ${entry.penalty} (${entry.role} judge). ${entry[lang()] || entry.en}`));
    }
    renderPlayer($("p1"), innermost(frame.views[0]).players[0], true, "Player 1 (as they see it)");
    renderPlayer($("p2"), innermost(frame.views[1]).players[1], true, "Player 2 (as they see it)");
    const log = $("log");
    log.replaceChildren();
    for (const line of frame.log.slice().reverse()) log.append(el("li", "", line));
  }

  function judgePage() {
    const game = location.pathname.split("/").pop();
    const key = decodeURIComponent(location.hash.slice(1));
    $("lang").addEventListener("change", renderJudge);
    render = renderJudge;
    $("rewind").addEventListener("click", () => socket.send(JSON.stringify({type: "rewind", number: Number($("rewind-count").value)})));
    for (const player of [0, 1]) {
      $(`report-${player}`).addEventListener("click", () => socket.send(JSON.stringify({type: "report", player})));
    }
    for (const yes of [true, false]) {
      $(yes ? "yes" : "no").addEventListener("click", () => socket.send(JSON.stringify({type: "answer", question: frame.asking.question, yes})));
    }
    for (const player of [0, 1]) {
      $(`takeback-${player}`).addEventListener("click", () => socket.send(JSON.stringify({type: "takeback", player})));
    }
    connect({type: "hello", game, key, judge: true}, (message) => { frame = message; renderJudge(); });
  }

  // ------------------------------------------------------------------ replay
  function replayPage() {
    const parts = location.pathname.split("/");
    const stored = parts.length > 2 && parts[2] ? parts[2] : null;
    const key = decodeURIComponent(location.hash.slice(1));
    let log = null;
    let asking = 0;
    async function show(position) {
      const asked = {position, seat: Number($("seat").value)};
      if (stored) { asked.game = stored; asked.key = key; } else { asked.log = log; }
      const ticket = ++asking;
      const answer = await fetch("/api/replay", {
        method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(asked),
      });
      const body = await answer.json();
      if (ticket !== asking) return;  // a later step was asked meanwhile
      if (!answer.ok) { showError(body.error); return; }
      showError("");
      frame = body;
      renderReplay();
      document.body.dataset.frames = String(Number(document.body.dataset.frames || 0) + 1);
    }
    function renderReplay() {
      if (!frame) return;
      const level = innermost(frame.view);
      $("timeline").hidden = false;
      $("position").max = String(frame.total);
      $("position").value = String(frame.position);
      const over = level.winner !== null && level.winner !== undefined;
      $("where").textContent = `action ${frame.position} of ${frame.total} · turn ${level.turn}` + (over ? ` · player ${level.winner + 1} won` : "");
      $("line").textContent = frame.line || "the game's start";
      $("status").textContent = `Replay: ${frame.seat < 0 ? "the public view" : `player ${frame.seat + 1}'s view`}`;
      renderPlayer($("p2"), level.players[1], frame.seat === 1, "Player 2");
      renderPlayer($("p1"), level.players[0], frame.seat === 0, "Player 1");
    }
    render = renderReplay;
    $("lang").addEventListener("change", renderReplay);
    const step = (to) => show(Math.max(0, Math.min(Number($("position").max || 0), to)));
    $("position").addEventListener("change", () => step(Number($("position").value)));
    $("start").addEventListener("click", () => step(0));
    $("back").addEventListener("click", () => step(frame.position - 1));
    $("forward").addEventListener("click", () => step(frame.position + 1));
    $("end").addEventListener("click", () => step(frame.total));
    $("seat").addEventListener("change", () => step(frame ? frame.position : 0));
    if (stored) {
      $("source").hidden = true;
      show(0);
    } else {
      $("log-file").addEventListener("change", async () => {
        const file = $("log-file").files[0];
        if (!file) return;
        log = await file.text();
        show(0);
      });
    }
  }

  return {startPage, playPage, judgePage, replayPage};
})();
