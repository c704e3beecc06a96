// The frame of an analysis report page: the way back to /analyses, then loading, the error with a retry,
// or the report itself.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Spinner } from "../../auth/auth-ui.tsx";
import { buttonClass, Container } from "../../components/ui.tsx";
import { useT } from "../../i18n/use-t.ts";
import { userMessage } from "../../lib/user-message.ts";

export function ReportFrame<T>({
  query,
  children,
}: {
  query: UseQueryResult<T, Error>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useT("research.channelReport");
  const { t: nav } = useT("research.nav");
  return (
    <Container className="py-10">
      <p className="text-sm">
        <Link to="/analyses" className="text-zinc-400 hover:text-white">
          ← {nav("analyses")}
        </Link>
      </p>
      {query.isPending ? (
        <div className="mt-10 flex items-center gap-3 text-zinc-300" role="status">
          <Spinner /> {t("loading")}
        </div>
      ) : query.isError ? (
        <div role="alert" className="mt-8 rounded-xl border border-red-500/30 bg-red-500/10 p-6 text-red-100">
          <p>{userMessage(query.error)}</p>
          <button
            type="button"
            className={`${buttonClass("secondary")} mt-4`}
            onClick={() => void query.refetch()}
          >
            {t("tryAgain")}
          </button>
        </div>
      ) : (
        children(query.data)
      )}
    </Container>
  );
}
