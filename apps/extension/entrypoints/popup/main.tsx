import { createRoot } from "react-dom/client";
import { Popup } from "../../components/Popup";
import "./popup.css";

createRoot(document.getElementById("root")!).render(<Popup />);
