import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createI18n, en } from "@vi/i18n";
import { I18nextProvider } from "react-i18next";
import { afterEach, expect, test, vi } from "vitest";
import { LanguagePicker } from "./language-picker.tsx";

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = "en";
});

test("picking a language switches the page at once, remembers it here and saves it with the account", async () => {
  const i18n = createI18n("en", en);
  const save = vi.fn(async () => true);
  render(
    <I18nextProvider i18n={i18n}>
      <LanguagePicker save={save} />
    </I18nextProvider>,
  );
  await userEvent.selectOptions(screen.getByLabelText("Language"), "Deutsch");
  expect(await screen.findByLabelText("Sprache")).toHaveValue("de");
  expect(screen.getByText("Gilt für die Website, die Erweiterung und E-Mails.")).toBeInTheDocument();
  expect(save).toHaveBeenCalledWith("de");
  expect(localStorage.getItem("vi.language")).toBe("de");
  expect(document.documentElement.lang).toBe("de");
});

test("a language the server could not save is said so, in the new language", async () => {
  const i18n = createI18n("en", en);
  render(
    <I18nextProvider i18n={i18n}>
      <LanguagePicker save={async () => false} />
    </I18nextProvider>,
  );
  await userEvent.selectOptions(screen.getByLabelText("Language"), "日本語");
  await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("言語を保存できませんでした"));
});
