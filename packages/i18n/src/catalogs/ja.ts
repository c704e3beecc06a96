import type { Catalog } from "./en.ts";

// Japanese. Terms: 「アウトライヤースコア」, 「時間あたりの再生回数」 (VPH), 「タグ」, 「保存した動画」; です・ます.
export const ja: Catalog = {
  language: {
    label: "言語",
    hint: "ウェブサイト、拡張機能、メールで使われます。",
    saveFailed: "言語を保存できませんでした。いまはこのブラウザでのみ適用されます。",
  },
  nav: {
    skip: "コンテンツへ移動",
    loading: "読み込み中...",
    main: "メイン",
    pricing: "料金",
    login: "ログイン",
    menu: "メニュー",
    closeMenu: "メニューを閉じる",
  },
  footer: {
    label: "フッター",
    brandLine: "— YouTube クリエイターのためのリサーチツール。",
    faq: "よくある質問",
    affiliates: "アフィリエイト",
    developers: "開発者向け",
    terms: "利用規約",
    privacy: "プライバシーポリシー",
    copyright: "© {{year}} VidInsight. All rights reserved. YouTube および Google とは関係ありません。",
  },
  store: {
    chrome: "Chrome に追加",
    chromeHint: "（新しいタブで Chrome ウェブストアを開きます）",
    safari: "Safari に追加",
    safariHint: "（新しいタブで App Store を開きます）",
  },
  landing: {
    title: "VidInsight — かつてないリサーチを",
    badge: "YouTube クリエイター向けブラウザ拡張機能",
    hero: "かつてないリサーチを",
    intro:
      "VidInsight は、見ているすべての YouTube 動画のアウトライヤースコア、時間あたりの再生回数、隠れたタグを表示します。撮影の前に、何がうまくいくかが分かります。",
    pricingLine: "アカウントがあれば無料。有料プランは月額 {{price}} から、14 日間の返金保証付きです。",
    everywhereEyebrow: "すべてのサムネイルに",
    everywhereTitle: "動画の情報を、どこでも",
    everywhereBody:
      "アウトライヤースコアと時間あたりの再生回数がサムネイルに直接表示されます。ホーム、検索、チャンネルページ、おすすめのどこでも。",
    everywhereBullet1: "チャンネル平均を上回っている動画がひと目で分かります。",
    everywhereBullet2: "通常の動画にもショートにも対応し、それぞれ同じ種類の動画と比べます。",
    everywhereBullet3: "タブの切り替えも、別のツールへのリンク貼り付けも不要です。",
    featuresEyebrow: "機能",
    featuresTitle: "クリエイターのための強力な機能",
    featuresBody: "アイデアを見つけ、実際の数字で確かめ、良いものを残す。そのためのすべてがそろっています。",
    trendTitle: "トレンド分析",
    trendBody: "時間あたりの再生回数と最近の勢いから、いま伸びている動画をトレンドのピーク前につかめます。",
    researchTitle: "コンテンツリサーチ",
    researchBody:
      "登録者数、再生回数、アウトライヤースコアでアウトライヤー動画を絞り込み、あなたのジャンルで実績のあるアイデアを見つけましょう。",
    metricsTitle: "パフォーマンス指標",
    metricsBody:
      "アウトライヤースコアは、動画をそのチャンネル自身の最近の投稿と比べます。本当に期待以上だった動画が分かります。",
    saveTitle: "あとで見るために保存",
    saveBody: "YouTube からワンクリックで動画を保存し、統計と一緒に好きな順で見返せます。",
    tagsEyebrow: "タグ",
    tagsTitle: "タグをすばやくコピー",
    tagsBody: "どの動画のタグも確認でき、ワンクリックでコピー。自分の投稿に合わせてすぐ使えます。",
    tagsBullet1: "YouTube が隠しているタグも、動画そのものから読み取ります。",
    tagsBullet2: "「タグをコピー」ですべてのタグがカンマ区切りでクリップボードに入ります。",
    tagsOn: "タグ：",
    clipboard: "クリップボードの内容：",
    insightsEyebrow: "インサイト",
    insightsTitle: "すべての動画を深く分析",
    insightsBody:
      "すべての動画に、自身のチャンネルと比べたアウトライヤースコアと時間あたりの再生回数が付きます。アウトライヤーページでは、VidInsight が保存したすべての動画から、チャンネルを上回った動画を検索できます。",
    insightsBullet1:
      "アウトライヤースコア：動画の再生回数を、同じチャンネルの同じ形式の直近 30 本（いずれも公開から 1 週間以上）の再生回数の中央値で割った値。",
    insightsBullet2: "保存された再生回数の記録から、通算と直近の時間あたりの再生回数を算出。",
    insightsBullet3:
      "登録者数、再生回数、アウトライヤースコア、キーワード、形式、日付で絞り込み、CSV で書き出し。",
    outliersFrame: "VidInsight · アウトライヤー",
    ctaTitle: "次のヒット動画のアイデアを、今日見つけよう",
    ctaBody: "VidInsight を無料でインストールして、YouTube のすべての動画の裏にある数字を見てみましょう。",
    heroAlt:
      "YouTube 動画「{{title}}」の下の VidInsight パネル：アウトライヤースコア {{score}}、時間あたり {{vph}} 回の再生、再生回数 {{views}} 回、登録者 {{subscribers}} 人、保存ボタン、「タグをコピー」ボタン付きの動画のタグ",
    homeAltScores:
      "サムネイルに VidInsight のバッジが付いた YouTube のホーム：{{scores}} などのアウトライヤースコアと時間あたりの再生回数",
    homeAlt:
      "サムネイルに VidInsight のバッジが付いた YouTube のホーム：アウトライヤースコアと時間あたりの再生回数",
    tagsAlt:
      "VidInsight パネルのタグ欄：{{count}} 個のタグ（{{tags}}）、「タグをコピー」ボタンは「コピーしました」と表示",
    outliersAlt:
      "VidInsight のアウトライヤーページ：登録者数、アウトライヤースコア、再生回数、キーワード、形式、日付のフィルタと、アウトライヤースコア順に並んだ {{total}} 本の動画の表",
    listAnd: "、",
    comparePlans: "プランを比較",
  },
  popup: {
    account: "アカウント",
    loading: "読み込み中...",
    signedInAs: "ログイン中のアカウント",
    yourAccount: "あなたのアカウント",
    plan: "プラン",
    signInPrompt: "ログインすると、アウトライヤースコアの表示と動画の保存ができます。",
    signIn: "ログイン",
    settings: "設定",
    watchPanel: "再生ページのパネル",
    watchPanelHint: "動画タイトルの下に VPH、タグ、アウトライヤースコア",
    badges: "サムネイルのバッジ",
    badgesHint: "動画のサムネイルにアウトライヤースコアと VPH",
    website: "ウェブサイト",
    outliers: "アウトライヤー",
    savedVideos: "保存した動画",
    loadingUsage: "今日の利用状況を読み込み中...",
    usageUnavailable: "今日の利用状況は現在表示できません。",
    usageTitle: "今日の利用状況（{{time}} にリセット）",
    unlimited: "{{used}}（無制限）",
    kinds: {
      comments: "コメント分析",
      channel: "チャンネル分析",
      results: "検索結果の分析",
      transcripts: "文字起こしのダウンロード",
    },
  },
  manifest: {
    description: "すべての YouTube 動画にアウトライヤースコア、時間あたりの再生回数、タグを表示。",
  },
};
