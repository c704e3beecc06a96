// Profile: name edit and Delete account.
import { contracts, NAME_MAX_LENGTH, type UserInfo } from "@vi/types";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { api } from "../../auth/api.ts";
import { useAuth } from "../../auth/auth-context.tsx";
import { EmailText, Spinner } from "../../auth/auth-ui.tsx";
import { CloseIcon, PencilIcon, TickIcon, TrashIcon } from "../../components/icons.tsx";
import { LanguagePicker } from "../../components/language-picker.tsx";
import { buttonClass } from "../../components/ui.tsx";
import { useUpdateUser } from "../../hooks/use-update-user.ts";
import { useT } from "../../i18n/use-t.ts";
import { Panel, SectionHeader, StatusNote } from "./section.tsx";

const iconButton =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-lg border transition-colors disabled:opacity-50";

function NameField({ name }: { name: string | null }) {
  const updateUser = useUpdateUser();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { t, i18n } = useT("account.profile");

  useEffect(() => {
    if (editing) input.current?.focus();
  }, [editing]);

  function startEditing() {
    setDraft(name ?? "");
    setError(null);
    setEditing(true);
  }

  async function save(event?: FormEvent) {
    event?.preventDefault();
    const trimmed = draft.trim();
    if (trimmed === "") return; // an empty name is ignored
    if (trimmed === name) {
      setEditing(false);
      return;
    }
    setSaving(true);
    setError(null);
    const saved = await updateUser({ name: trimmed });
    setSaving(false);
    if (saved) setEditing(false);
    else setError(t("nameFailed"));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      setEditing(false);
      setError(null);
    }
  }

  return (
    <div className="py-4 first:pt-0">
      <label htmlFor={inputId} className="text-sm font-medium text-zinc-400">
        {t("name")}
      </label>
      {editing ? (
        <form className="mt-1.5 flex items-center gap-2" onSubmit={save}>
          <input
            ref={input}
            id={inputId}
            className="h-10 min-w-0 flex-1 rounded-lg border border-white/15 bg-zinc-950/60 px-3 text-base text-white placeholder:text-zinc-500 focus:border-red-400/70 focus:outline-none sm:text-sm"
            placeholder={t("enterName")}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="name"
            value={draft}
            disabled={saving}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button
            type="submit"
            className={`${iconButton} border-emerald-500/40 bg-emerald-500/10 text-emerald-300 hover:bg-emerald-500/20`}
            disabled={saving}
            aria-label={t("saveName")}
            title={i18n.t("account.common.save")}
          >
            {saving ? <Spinner className="size-4" /> : <TickIcon className="size-4" />}
          </button>
          <button
            type="button"
            className={`${iconButton} border-white/15 text-zinc-300 hover:bg-white/5`}
            disabled={saving}
            aria-label={t("cancelName")}
            title={i18n.t("account.common.cancel")}
            onClick={() => {
              setEditing(false);
              setError(null);
            }}
          >
            <CloseIcon className="size-4" />
          </button>
        </form>
      ) : (
        <div className="mt-1.5 flex items-center justify-between gap-3">
          <p
            className={`min-w-0 truncate text-base ${name ? "text-white" : "text-zinc-400 italic"}`}
            data-testid="profile-name"
          >
            {name ?? t("notSet")}
          </p>
          <button
            type="button"
            className={buttonClass("secondary", "md", "h-9 shrink-0 px-3")}
            onClick={startEditing}
            aria-label={t("editName")}
          >
            <PencilIcon className="size-4" />
            {t("edit")}
          </button>
        </div>
      )}
      {error ? <StatusNote tone="error">{error}</StatusNote> : null}
    </div>
  );
}

function DeleteAccount() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const { t, i18n } = useT("account.profile");

  useEffect(() => {
    if (!confirming) return;
    cancelButton.current?.focus();
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = "hidden"; // the page stays put behind the dialog
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape" && !deleting) setConfirming(false);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      body.style.overflow = previousOverflow;
      document.removeEventListener("keydown", onKey);
    };
  }, [confirming, deleting]);

  async function confirmDelete() {
    setDeleting(true);
    setError(null);
    const deleted = await api.call(contracts.deleteUser).then(
      () => true,
      (cause: unknown) => {
        console.error("deleteUser failed", cause);
        return false;
      },
    );
    if (!deleted) {
      setDeleting(false);
      setError(t("deleteFailed"));
      return;
    }
    // The server removed the sign-in account too; end the local session and leave the account area.
    try {
      await signOut();
    } finally {
      navigate("/", { replace: true });
    }
  }

  return (
    <Panel className="border-red-500/20">
      <h3 className="font-semibold text-white">{t("deleteTitle")}</h3>
      <p className="mt-1 text-sm text-zinc-400">{t("deleteBody")}</p>
      <button
        type="button"
        className="mt-4 inline-flex h-10 items-center gap-2 rounded-lg border border-red-500/40 px-4 text-sm font-semibold text-red-300 transition-colors hover:bg-red-500/10"
        onClick={() => {
          setError(null);
          setConfirming(true);
        }}
      >
        <TrashIcon className="size-4" />
        {t("deleteTitle")}
      </button>

      {confirming ? (
        <div className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
          <div className="absolute inset-0 animate-fade-in bg-black/70" aria-hidden="true" />
          <div
            role="alertdialog"
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={textId}
            className="relative w-full max-w-md rounded-2xl border border-white/10 bg-zinc-900 p-6 shadow-2xl"
          >
            <div className="mb-4 flex size-11 items-center justify-center rounded-full bg-red-500/10 text-red-400 ring-1 ring-red-500/20">
              <TrashIcon className="size-5" />
            </div>
            <h2 id={titleId} className="text-lg font-semibold text-white">
              {t("deleteConfirmTitle")}
            </h2>
            <p id={textId} className="mt-2 text-sm text-zinc-400">
              {t("deleteConfirmBody")}
            </p>
            {error ? <StatusNote tone="error">{error}</StatusNote> : null}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button
                ref={cancelButton}
                type="button"
                className={buttonClass("secondary")}
                disabled={deleting}
                onClick={() => setConfirming(false)}
              >
                {i18n.t("account.common.cancel")}
              </button>
              <button
                type="button"
                className="inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-red-600 px-4 text-sm font-semibold text-white hover:bg-red-500 disabled:opacity-60"
                disabled={deleting}
                onClick={confirmDelete}
              >
                {deleting ? <Spinner className="size-4" /> : null}
                {deleting ? t("deleting") : t("deleteMine")}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </Panel>
  );
}

export function ProfileSection({ userData }: { userData: UserInfo }) {
  const updateUser = useUpdateUser();
  const { t, i18n } = useT("account.profile");
  return (
    <div className="space-y-6">
      <SectionHeader title={i18n.t("account.account.profile")} description={t("description")} />
      <Panel>
        <div className="divide-y divide-white/10">
          <NameField name={userData.name} />
          <div className="py-4 last:pb-0">
            <p className="text-sm font-medium text-zinc-400">{t("email")}</p>
            <p className="mt-1.5 text-base text-white" data-testid="profile-email">
              <EmailText email={userData.email} />
            </p>
            <p className="mt-1 text-xs text-zinc-400">{t("changeEmail")}</p>
          </div>
          <LanguagePicker save={(language) => updateUser({ language })} />
        </div>
      </Panel>
      <DeleteAccount />
    </div>
  );
}
