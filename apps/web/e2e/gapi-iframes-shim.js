// Test-only, offline stand-in for the small part of Google's `gapi.iframes` (https://apis.google.com/js/api.js)
// that Firebase's pop-up sign-in and the Auth emulator's helper iframe use to talk to each other. This
// machine has no internet; the browser tests serve this file in place of Google's script with
// `context.route`. Nothing in the product loads it.
//
// Protocol: window.postMessage between the page and the helper iframe, each message tagged __gapiShim.
//   ready (iframe -> page), call {id, name, data} (either way), reply {id, responses} (back).
(() => {
  const script = document.currentScript;
  const onloadName = script ? new URL(script.src).searchParams.get("onload") : null;
  const FILTER = () => true;
  const channels = new Map(); // peer window -> channel

  function channelFor(getPeer) {
    let readyResolve;
    const ready = new Promise((resolve) => {
      readyResolve = resolve;
    });
    const handlers = {};
    const waiting = {}; // calls that arrived before their handler was registered
    const replies = {};
    let nextId = 1;
    const channel = {
      getPeer,
      markReady: () => readyResolve(),
      receiveCall(message) {
        const handler = handlers[message.name];
        if (!handler) {
          waiting[message.name] = [...(waiting[message.name] ?? []), message];
          return;
        }
        const result = handler(message.data);
        getPeer().postMessage({ __gapiShim: true, kind: "reply", id: message.id, responses: [result] }, "*");
      },
      receiveReply(message) {
        const callback = replies[message.id];
        delete replies[message.id];
        if (callback) callback(message.responses);
      },
      // The gapi.iframes.Iframe surface Firebase and the emulator call:
      ping(callback) {
        return ready.then(() => {
          if (callback) callback();
        });
      },
      restyle: () => Promise.resolve(),
      register(name, handler) {
        handlers[name] = handler;
        for (const message of waiting[name] ?? []) channel.receiveCall(message);
        delete waiting[name];
      },
      send(name, data, callback) {
        const id = `${Date.now()}-${nextId++}`;
        if (callback) replies[id] = callback;
        ready.then(() => getPeer().postMessage({ __gapiShim: true, kind: "call", id, name, data }, "*"));
      },
    };
    return channel;
  }

  window.addEventListener("message", (event) => {
    const message = event.data;
    if (message?.__gapiShim !== true) return;
    for (const [peer, channel] of channels) {
      if (peer() !== event.source) continue;
      if (message.kind === "ready") channel.markReady();
      else if (message.kind === "call") channel.receiveCall(message);
      else if (message.kind === "reply") channel.receiveReply(message);
    }
  });

  let parentChannel = null;
  const context = {
    open(options, onOpen) {
      const frame = document.createElement("iframe");
      const style = options.attributes?.style ?? {};
      for (const [key, value] of Object.entries(style)) frame.style[key] = value;
      frame.setAttribute("aria-hidden", "true");
      frame.tabIndex = -1;
      frame.src = options.url;
      const channel = channelFor(() => frame.contentWindow);
      channels.set(channel.getPeer, channel);
      (options.where ?? document.body).appendChild(frame);
      return onOpen(channel);
    },
    getParentIframe() {
      if (!parentChannel) {
        parentChannel = channelFor(() => window.parent);
        channels.set(parentChannel.getPeer, parentChannel);
        parentChannel.markReady();
      }
      return parentChannel;
    },
  };

  window.gapi = {
    load(_name, options) {
      const callback = typeof options === "function" ? options : options?.callback;
      setTimeout(() => callback?.(), 0);
    },
    iframes: { getContext: () => context, CROSS_ORIGIN_IFRAMES_FILTER: FILTER, Iframe: function Iframe() {} },
  };

  // Inside a helper iframe: tell the page this side is listening.
  if (window.parent !== window) {
    context.getParentIframe();
    window.parent.postMessage({ __gapiShim: true, kind: "ready" }, "*");
  }
  if (onloadName && typeof window[onloadName] === "function") window[onloadName]();
  if (typeof window.gapi_onload === "function") window.gapi_onload();
})();
