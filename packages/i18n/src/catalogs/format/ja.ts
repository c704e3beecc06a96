import type { FormatCatalog } from "./en.ts";

export const formatJa: FormatCatalog = {
  quota: {
    headline: "1 日の上限に達しました",
    left: "今日の残り {{left}}/{{limit}}",
    resetsAt: "{{time}} にリセット",
    midnight: "{{at}}({{zone}} の午前 0 時)",
    nextZone: "。新しいタイムゾーン({{zone}})はその後から適用されます",
    spent: "今日の{{names}} {{limit}} 回をすべて使いました。{{reset}}。",
    action: "{{action}}({{left}})",
  },
  kinds: {
    comments_one: "コメント分析",
    comments_other: "コメント分析",
    channel_one: "チャンネル分析",
    channel_other: "チャンネル分析",
    results_one: "検索結果分析",
    results_other: "検索結果分析",
    transcripts_one: "文字起こしのダウンロード",
    transcripts_other: "文字起こしのダウンロード",
  },
  age: {
    minutes_one: "{{count}} 分",
    minutes_other: "{{count}} 分",
    hours_one: "{{count}} 時間",
    hours_other: "{{count}} 時間",
    days_one: "{{count}} 日",
    days_other: "{{count}} 日",
  },
  history: {
    past: "公開から 30 日を過ぎています。全期間のアウトライヤースコアと比べてください。",
    notEnough:
      "{{age}}時点: まだ履歴が足りません(この経過時間でこのチャンネルの動画が {{needed}} 本必要なところ {{sample}} 本)。",
    noUsualStart: "{{age}}時点: 比べられるいつもの伸び方がまだありません。",
    ratio: "{{age}}時点: このチャンネルのいつもの伸び方の {{ratio}}",
  },
};
