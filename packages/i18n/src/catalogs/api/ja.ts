import type { ApiCatalog } from "./en.ts";

export const apiJa: ApiCatalog = {
  breakout: {
    subjectOne: "急上昇中: {{title}}({{multiple}})",
    subjectMany: "フォロー中のチャンネルで {{count}} 本の動画が急上昇しています",
    introOne: "フォロー中のチャンネルの新しい動画が、そのチャンネルのいつもの伸び方を大きく上回っています。",
    introMany: "フォロー中のチャンネルの新しい動画が、各チャンネルのいつもの伸び方を大きく上回っています。",
    detail: "{{channel}} · 同じ経過時間でのチャンネルの通常の再生回数の {{multiple}} · 再生回数 {{views}}",
    aVideo: "動画",
    aChannel: "フォロー中のチャンネル",
    cta: "ウォッチリストを開く",
    footer: "ウォッチリストの急上昇メールがオンになっているため、このメールをお送りしています({{email}})。",
    turnOff: "急上昇メールをオフにする",
  },
  dynamic: {
    rateLimited_one: "リクエストが多すぎます。{{count}} 秒待ってからもう一度お試しください",
    rateLimited_other: "リクエストが多すぎます。{{count}} 秒待ってからもう一度お試しください",
    upgrade: "アップグレードでもっと使えます: {{url}}",
    watchlistFull:
      "{{limit}} チャンネルをフォロー中で、{{plan}} プランの上限です。別のチャンネルをフォローするには 1 つ外してください。",
    watchlistFullUpgrade:
      "{{limit}} チャンネルをフォロー中で、{{plan}} プランの上限です。1 つ外すか、アップグレードするともっとフォローできます。",
  },
  errors: {
    noUserSignInAgain: "ユーザー情報がまだありません。もう一度ログインしてください。",
    noUserWebsite: "ユーザー情報がまだありません。先にウェブサイトでログインしてください。",
    deleted: "ユーザー情報がありません。アカウントは削除されました。",
    internal: "サーバー内部エラー",
    removedFromWatchlist: "このチャンネルはその間にウォッチリストから外されました。",
    noChannelVideos: "このチャンネルの動画はまだありません。",
    videoNotFound: "この動画は YouTube で見つかりませんでした。",
    channelNotLinked: "この YouTube チャンネルはあなたのアカウントにリンクされていません。",
    channelLinkedElsewhere: "この YouTube チャンネルはすでに別の VidInsight アカウントにリンクされています。",
    authAnotherUser: "この認証は別のユーザーが開始したものです。",
    authUsed: "この認証はすでに使われています。「連携アカウント」からやり直してください。",
    authUnknown: "この認証は不明です。「連携アカウント」からやり直してください。",
    authExpired: "この認証は期限切れです。「連携アカウント」からやり直してください。",
    channelInput: "チャンネル ID(UC...)、@ハンドル、または youtube.com のチャンネル URL を入力してください",
    adminRequired: "管理者権限が必要です",
    noSuchAnalysis: "その分析はありません。",
    invalidToken: "ID トークンが無効か期限切れです",
    youtubeUnreachable: "現在、このサーバーから YouTube に接続できません。",
    analysisFailed: "このチャンネルの分析に失敗しました。もう一度お試しください。",
    youtubeSpent: "このサービスの今日の YouTube 割り当てを使い切りました。明日もう一度お試しください。",
    youtubeNoAnswer: "YouTube から応答がありません。しばらくしてからもう一度お試しください。",
    youtubeCheck: "現在、この動画を確認するために YouTube に接続できません。数分後にもう一度お試しください",
    lookupsSpent:
      "プランの今日の YouTube 新規照会枠を使い切りました。すでに分かっている動画は引き続き保存でき、枠は太平洋時間の午前 0 時にリセットされます",
  },
};
