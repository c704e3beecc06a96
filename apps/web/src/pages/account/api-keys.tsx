// API Keys: the user's personal keys (GET /apiKeys), a form to create a named one whose secret is shown
// once, and Revoke. Keys act as the user on the research routes and the MCP server (/developers).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@vi/api-client";
import { en } from "@vi/i18n";
import { API_KEY_NAME_MAX, type ApiKey, type CreateApiKeyResponse, contracts } from "@vi/types";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import { api } from "../../auth/api.ts";
import { useAuth } from "../../auth/auth-context.tsx";
import { Spinner } from "../../auth/auth-ui.tsx";
import { CheckIcon, CopyIcon } from "../../components/icons.tsx";
import { buttonClass } from "../../components/ui.tsx";
import { useFormat } from "../../i18n/use-format.ts";
import { useT } from "../../i18n/use-t.ts";
import { Panel, SectionHeader, StatusNote } from "./section.tsx";

/** Texts in English, for the unit tests. */
export const NO_KEYS_TEXT = en.account.apiKeys.none;
export const SECRET_ONCE_TEXT = en.account.apiKeys.secretOnce;

function useErrorText(): (error: unknown) => string {
  const { t } = useT("account.errors");
  return (error) => (error instanceof ApiError && error.message ? error.message : t("somethingWrong"));
}

function useApiKeys() {
  const { account } = useAuth();
  return useQuery({
    queryKey: ["apiKeys", account?.uid ?? null],
    enabled: account !== null,
    queryFn: ({ signal }) => api.call(contracts.listApiKeys, {}, { signal }),
  });
}

function NewSecret({ created, onDone }: { created: CreateApiKeyResponse; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const { t } = useT("account.apiKeys");
  async function copy() {
    await navigator.clipboard.writeText(created.secret);
    setCopied(true);
  }
  return (
    <div className="mt-4 rounded-xl border border-emerald-500/30 bg-emerald-500/10 p-4">
      <p className="text-sm font-medium text-emerald-200">{t("secretOnce")}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <code
          data-testid="api-key-secret"
          className="min-w-0 break-all rounded-lg bg-zinc-950 sm:flex-1 px-3 py-2 font-mono text-sm text-white"
        >
          {created.secret}
        </code>
        <button
          type="button"
          onClick={() => void copy()}
          className={buttonClass("secondary", "md", "shrink-0")}
        >
          {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
          {copied ? t("copied") : t("copy")}
        </button>
      </div>
      <button
        type="button"
        onClick={onDone}
        className="mt-3 text-sm text-zinc-300 underline hover:text-white"
      >
        {t("done")}
      </button>
    </div>
  );
}

function KeyRow({ apiKey, onRevoke, revoking }: { apiKey: ApiKey; onRevoke: () => void; revoking: boolean }) {
  const { t } = useT("account.apiKeys");
  const format = useFormat();
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-white">{apiKey.name}</p>
        <p className="mt-0.5 text-sm text-zinc-400">
          <code className="font-mono text-zinc-300">{apiKey.prefix}…</code>
          <span aria-hidden="true"> · </span>
          {t("created", { date: format.dateTimeShort(apiKey.createdAt) })}
          <span aria-hidden="true"> · </span>
          {apiKey.lastUsedAt
            ? t("lastUsed", { date: format.dateTimeShort(apiKey.lastUsedAt) })
            : t("neverUsed")}
        </p>
      </div>
      <button
        type="button"
        disabled={revoking}
        onClick={onRevoke}
        aria-label={revoking ? undefined : t("revokeNamed", { name: apiKey.name })}
        className="inline-flex h-9 shrink-0 items-center self-start rounded-lg border border-white/15 px-3 text-sm font-medium text-zinc-200 transition-colors hover:border-red-500/40 hover:bg-red-500/10 hover:text-red-200 disabled:opacity-60 sm:self-auto"
      >
        {revoking ? t("revoking") : t("revoke")}
      </button>
    </li>
  );
}

export function ApiKeysSection() {
  const keys = useApiKeys();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [created, setCreated] = useState<CreateApiKeyResponse | null>(null);
  const { t, i18n } = useT("account.apiKeys");
  const format = useFormat();
  const errorText = useErrorText();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["apiKeys"] });

  const create = useMutation({
    mutationFn: (keyName: string) => api.call(contracts.createApiKey, { body: { name: keyName } }),
    onSuccess: (answer) => {
      setCreated(answer);
      setName("");
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => api.call(contracts.deleteApiKey, { query: { id } }),
    onSuccess: () => void refresh(),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (name.trim()) create.mutate(name.trim());
  }

  const usage = keys.data?.usage;
  return (
    <section aria-labelledby="api-keys-title">
      <SectionHeader title={i18n.t("account.account.api")} description={t("description")} />
      <Panel>
        <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor="api-key-name" className="sr-only">
            {t("keyName")}
          </label>
          <input
            id="api-key-name"
            value={name}
            maxLength={API_KEY_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            placeholder={t("keyPlaceholder")}
            className="h-10 w-full min-w-0 rounded-lg sm:flex-1 border border-white/15 bg-zinc-950 px-3 text-sm text-white placeholder:text-zinc-500 focus:border-red-400 focus:outline-none"
          />
          <button
            type="submit"
            disabled={create.isPending || !name.trim()}
            className={buttonClass("primary", "md", "shrink-0")}
          >
            {create.isPending ? t("creating") : t("create")}
          </button>
        </form>
        {create.isError ? <StatusNote tone="error">{errorText(create.error)}</StatusNote> : null}
        {created ? <NewSecret created={created} onDone={() => setCreated(null)} /> : null}
      </Panel>

      <Panel className="mt-4">
        {keys.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
            <Spinner className="size-4" /> {i18n.t("account.common.loading")}
          </p>
        ) : keys.isError ? (
          <StatusNote tone="error">{errorText(keys.error)}</StatusNote>
        ) : keys.data.keys.length === 0 ? (
          <p className="text-sm text-zinc-400">{t("none")}</p>
        ) : (
          <ul className="divide-y divide-white/10">
            {keys.data.keys.map((apiKey) => (
              <KeyRow
                key={apiKey.id}
                apiKey={apiKey}
                revoking={revoke.isPending && revoke.variables === apiKey.id}
                onRevoke={() => revoke.mutate(apiKey.id)}
              />
            ))}
          </ul>
        )}
        {revoke.isError ? <StatusNote tone="error">{errorText(revoke.error)}</StatusNote> : null}
      </Panel>
      <p className="mt-4 text-sm text-zinc-400">
        {usage ? t("today", { used: format.number(usage.used), limit: format.number(usage.limit) }) : null}
        <Link to="/developers" className="text-red-300 underline hover:text-red-200">
          {t("howTo")}
        </Link>
      </p>
    </section>
  );
}
