import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { JSDOM } from "jsdom";

const dir = join(dirname(fileURLToPath(import.meta.url)), "../fixtures");

export function fixtureHtml(name: string): string {
  return readFileSync(join(dir, name), "utf8");
}

/** A fixture page as its own jsdom document (scripts are not run: the parsers read the markup). */
export function loadFixture(name: string, url = "https://www.youtube.com/"): Document {
  return new JSDOM(fixtureHtml(name), { url }).window.document;
}

export interface FixtureIds {
  classic: string[];
  lockup: string[];
  homeShorts: string[];
  search: string[];
  searchShorts: string[];
  searchLockup: string;
  channel: string[];
  channelShelf: string[];
  shelfNew: string[];
  shelfOld: string[];
  playlist: string[];
}

export const ids: FixtureIds = JSON.parse(fixtureHtml("ids.json"));
