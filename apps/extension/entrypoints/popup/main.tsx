import { createRoot } from "react-dom/client";
import { Popup } from "../../popup/popup.tsx";
import { sendToBackground } from "../../shared/background-client.ts";
import "./popup.css";

async function getAccount() {
  const answer = await sendToBackground({ type: "VI_GET_ACCOUNT" });
  if (!answer.ok) {
    console.warn("VidInsight: could not load the account:", answer.error);
    return null;
  }
  return answer.account;
}

async function getUsage() {
  const answer = await sendToBackground({ type: "VI_GET_USAGE" });
  if (!answer.ok) {
    console.warn("VidInsight: could not load today's usage:", answer.error);
    return null;
  }
  return answer.usage;
}

// Opening the popup is seeing the breakouts counted on the icon.
sendToBackground({ type: "VI_BREAKOUTS_SEEN" }).catch((error: unknown) =>
  console.warn("VidInsight: breakout count not cleared:", error),
);

createRoot(document.getElementById("root")!).render(<Popup getAccount={getAccount} getUsage={getUsage} />);
