import { Link } from "react-router-dom";
import { CompassIcon } from "../components/icons.tsx";
import { buttonClass, MessagePanel } from "../components/ui.tsx";

export function NotFoundPage() {
  return (
    <MessagePanel icon={<CompassIcon className="size-6" />} title="Page not found">
      <p className="mt-2 text-zinc-400">
        We couldn't find that page. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass("primary")}>
          Go to Home
        </Link>
        <Link to="/faq" className={buttonClass("secondary")}>
          Read the FAQ
        </Link>
      </div>
    </MessagePanel>
  );
}
