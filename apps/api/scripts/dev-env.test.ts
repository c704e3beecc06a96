import { describe, expect, test } from "vitest";
import { EnvError } from "../src/env.ts";
import { loadDevEnv } from "./dev-env.ts";

describe("loadDevEnv", () => {
  test("demo data is on by default: the whole catalog of the default seed", () => {
    expect(loadDevEnv({})).toEqual({
      LOAD_DEMO_DATA: true,
      DEMO_CHANNEL_COUNT: 500,
      YOUTUBE_EMULATOR_SEED: 42,
    });
  });

  test("values are parsed; empty means the default", () => {
    expect(
      loadDevEnv({ LOAD_DEMO_DATA: "false", DEMO_CHANNEL_COUNT: "40", YOUTUBE_EMULATOR_SEED: "7" }),
    ).toEqual({
      LOAD_DEMO_DATA: false,
      DEMO_CHANNEL_COUNT: 40,
      YOUTUBE_EMULATOR_SEED: 7,
    });
    expect(loadDevEnv({ LOAD_DEMO_DATA: "0", DEMO_CHANNEL_COUNT: "" })).toMatchObject({
      LOAD_DEMO_DATA: false,
      DEMO_CHANNEL_COUNT: 500,
    });
  });

  test.each([
    ["LOAD_DEMO_DATA", "yes please"],
    ["DEMO_CHANNEL_COUNT", "0"],
    ["YOUTUBE_EMULATOR_SEED", "1.5"],
  ])("a malformed %s stops start-up with a message naming it", (name, value) => {
    expect(() => loadDevEnv({ [name]: value })).toThrow(EnvError);
    expect(() => loadDevEnv({ [name]: value })).toThrow(`${name}:`);
  });
});
