// The extension APIs the tests call inside the extension's service worker (worker.evaluate).
declare const chrome: {
  storage: {
    local: {
      get(key: string | null): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
      clear(): Promise<void>;
    };
    session: {
      get(key: string | null): Promise<Record<string, unknown>>;
      clear(): Promise<void>;
    };
  };
  action: { getBadgeText(details: Record<string, never>): Promise<string> };
  alarms: { create(name: string, info: { when?: number; periodInMinutes?: number }): Promise<void> };
};
