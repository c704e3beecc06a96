// Ideas from a video's comments (docs/analyses.md#comment-ideas): viewer questions, requests for videos,
// recurring topics (key phrases clustered by their head noun) and the sentiment split, each idea ranked by
// the likes and replies behind it. English comments are analysed with wink-nlp; the others are counted
// by language. Deterministic: the same comments in any order give the same result.
import type { CommentIdea, CommentIdeasResult, IdeaComment, IdeaType } from "@vi/types";
import { franc } from "franc-min";
import model from "wink-eng-lite-web-model";
import winkNLP, {
  type ItemCustomEntity,
  type ItemSentence,
  type ItsHelpers,
  type WinkMethods,
} from "wink-nlp";
import type { SourceComment } from "./comments.ts";

/** Ideas kept, best first, and comments shown under each. */
const MAX_IDEAS = 24;
const COMMENTS_PER_IDEA = 5;
const MAX_TOPICS = 8;

let engine: { nlp: WinkMethods; its: ItsHelpers } | undefined;

/** Loads the English model now (about 100 ms) rather than in the first analysis. */
export function warmIdeas(): void {
  english();
}

/** The English pipeline, loaded once. */
function english() {
  if (!engine) {
    const nlp = winkNLP(model);
    // Key phrases: an adjective or noun before a noun ("mechanical keyboards"), or a lone noun.
    nlp.learnCustomEntities([
      { name: "phrase", patterns: ["[ADJ|NOUN|PROPN] [NOUN|PROPN]", "[NOUN|PROPN]"] },
    ]);
    engine = { nlp, its: nlp.its };
  }
  return engine;
}

// --- language ---

/**
 * Function words that mark a Latin-script language. franc alone mistakes short English comments for
 * Portuguese or German, so Latin text is decided by these and the English stop words; other scripts by franc.
 */
const FUNCTION_WORDS: Record<string, ReadonlySet<string>> = {
  spa: new Set(
    "el la los las que muy desde uno una por para con sobre gracias hacer es y del pero como más saludos podrías excelente buen este esta".split(
      " ",
    ),
  ),
  por: new Set(
    "você muito um uma não obrigado obrigada sobre por favor faz é com para do da os as vídeo ótimo aprendi isso".split(
      " ",
    ),
  ),
  deu: new Set("der die das und ist nicht ich für danke vielen sehr mit ein eine auf auch dank".split(" ")),
  fra: new Set("le la les et est merci pour très des ces une un avec vidéo bonne je pas beaucoup".split(" ")),
  ita: new Set("il che grazie molto per sono della questo bellissimo ciao anche".split(" ")),
};
/** Languages franc may answer for other scripts (Bulgarian and Serbian left out: short Russian reads as them). */
const NON_LATIN_LANGUAGES = [
  "rus",
  "ukr",
  "ell",
  "hin",
  "mar",
  "ben",
  "tam",
  "tel",
  "guj",
  "pan",
  "jpn",
  "cmn",
  "kor",
  "arb",
  "pes",
  "urd",
  "heb",
  "tha",
  "amh",
];
const NON_LATIN = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;
const LETTERS = /\p{L}/gu;

/** ISO 639-3 code of a comment's language, "und" when it cannot be told (no letters). */
export function detectLanguage(text: string, englishStopWords: number): string {
  const letters = text.match(LETTERS)?.length ?? 0;
  if (letters === 0) return "und";
  if (NON_LATIN.test(text)) {
    const nonLatin = [...text].filter((char) => /\p{L}/u.test(char) && NON_LATIN.test(char)).length;
    if (nonLatin * 2 >= letters) return franc(text, { minLength: 1, only: NON_LATIN_LANGUAGES });
  }
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best = "eng";
  let bestHits = englishStopWords;
  for (const [language, list] of Object.entries(FUNCTION_WORDS)) {
    const hits = words.filter((word) => list.has(word)).length;
    if (hits > bestHits) {
      best = language;
      bestHits = hits;
    }
  }
  return best;
}

// --- requests and questions ---

interface RequestMatch {
  /** Fixed kinds of request have a fixed key; the others are keyed by their subject's words. */
  key?: string;
  label: string;
  subject?: string;
}

const REQUEST_PATTERNS: { re: RegExp; fixed?: { key: string; label: string } }[] = [
  { re: /\b(?:part|pt\.?)\s*(?:2|two|ii)\b/i, fixed: { key: "part-2", label: "Part 2" } },
  { re: /\bfollow[- ]?up\b/i, fixed: { key: "follow-up", label: "A follow-up video" } },
  {
    re: /\bbeginners?\b.*\b(?:version|guide|video|tutorial)\b|\b(?:version|guide|video|tutorial)\b.*\bbeginners?\b/i,
    fixed: { key: "beginner", label: "A beginner version" },
  },
  {
    re: /\b(?:make|do|film|create|post|upload)\s+(?:a|an|another|one|more)?\s*(?:video|vid|videos|episode|tutorial)s?\s+(?:about|on|of|comparing|covering|explaining|reviewing)\s+(.+)/i,
  },
  { re: /\b(?:could|can|would|will)\s+you\s+(?:please\s+)?(?:cover|explain|review|talk about|try)\s+(.+)/i },
  {
    re: /\b(?:love|like|want|need|see)\s+(?:a|an|to see a|to see an)?\s*(?:deep dive|tutorial|video|review|breakdown)\s+(?:on|about|of|into)\s+(.+)/i,
  },
  { re: /\bplease\s+(?:make|do|cover|review)\s+(?:a\s+)?(.+)/i },
];

/** Words that end a request's subject ("... next please", "... would really help"). */
const SUBJECT_END =
  /\s*(?:\bnext\b|\bplease\b|\bpls\b|\bplz\b|\bthanks?\b|\bwould\b|\bit would\b|\bthat would\b|[?!.,;:(]).*$/i;

export function matchRequest(sentence: string): RequestMatch | null {
  for (const { re, fixed } of REQUEST_PATTERNS) {
    const match = re.exec(sentence);
    if (!match) continue;
    if (fixed) return fixed;
    const subject = (match[1] ?? "")
      .replace(SUBJECT_END, "")
      .replace(/^(?:a|an|the|some|more)\s+/i, "")
      .trim();
    if (subject.length >= 3) return { label: subject.toLowerCase(), subject };
  }
  return null;
}

const QUESTION_START =
  /^(?:what|how|why|where|which|who|when|is|are|does|do|did|can|could|should|will|would|any|anyone)\b/i;

/** Questions that only chat ("Who else is watching in 2026?"), not something a video could answer. */
const CHATTER = /^(?:who(?:'s| is)? else|anyone else|who'?s here|is it just me|am i the only)\b/i;

export function isQuestion(sentence: string): boolean {
  const text = sentence.trim();
  return text.endsWith("?") && QUESTION_START.test(text) && !CHATTER.test(text);
}

// --- titles ---

const SMALL_WORDS = new Set([
  "a",
  "an",
  "the",
  "and",
  "or",
  "of",
  "in",
  "on",
  "to",
  "for",
  "at",
  "by",
  "vs",
  "with",
]);

/** Words whose letters stay as written in a title (acronyms and brands that title case would break). */
const KEEP_CASE = new Map(
  "USB USB-C HDMI SSD HDD GPU CPU RAM AI VR AR PC TV DIY FAQ VPN API NAS LED OLED HDR RGB DSLR SUV EV UK USA US ASMR SEO CGI AMD ATX ITX iPhone iPad iPadOS iOS macOS MacBook AirPods YouTube TikTok PlayStation Xbox ChatGPT GoPro DaVinci LinkedIn WordPress 3D 4K 8K 1080p"
    .split(" ")
    .map((word) => [word.toLowerCase(), word] as const),
);

/** One word (or a hyphenated part) in title case: acronyms and brands keep their letters, as does a word
 * already written with capitals inside it (McDonald, eBay). */
function titleWord(word: string): string {
  const known = KEEP_CASE.get(word.toLowerCase().replace(/[^\p{L}\p{N}-]/gu, ""));
  if (known) return word.replace(/[\p{L}\p{N}-]+/u, known);
  if (/\p{Ll}\p{Lu}/u.test(word) || /^\p{Lu}{2,}$/u.test(word)) return word;
  if (word.includes("-")) return word.split("-").map(titleWord).join("-");
  return word
    .replace(/^(\P{L}*)(\p{Ll})/u, (_, lead: string, first: string) => `${lead}${first.toUpperCase()}`)
    .replace(/\/(\p{Ll})/gu, (_, c: string) => `/${c.toUpperCase()}`);
}

export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : titleWord(word),
    )
    .join(" ");
}

/**
 * A title the researching creator can use for their own video (the video analysed is usually someone
 * else's): "What camera do you use?" -> "What Camera Should You Use? (Answered)", "How do you edit like
 * this?" -> "How to Edit Like This", "Where did you buy that desk?" -> "Where to Buy That Desk".
 */
function questionTitle(question: string): string {
  const text = question
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[?.!]*$/, "");
  const howTo = /^how (?:do|did|can|could|would|should) (?:you|i|we) (.+)$/i.exec(text);
  if (howTo?.[1]) return titleCase(`how to ${howTo[1]}`);
  const whereTo = /^where (?:do|did|can|could) (?:you|i) (buy|get|find|learn) (.+)$/i.exec(text);
  if (whereTo?.[1] && whereTo[2])
    return titleCase(`where to ${whereTo[1]} ${whereTo[2].replace(/\byour\b/gi, "the")}`);
  const whatUse = /^(what|which) (.+?) (?:do|did) you (use|recommend|buy)$/i.exec(text);
  if (whatUse?.[1] && whatUse[2] && whatUse[3]) {
    const verb = whatUse[3].toLowerCase() === "recommend" ? "buy" : whatUse[3];
    return `${titleCase(`${whatUse[1]} ${whatUse[2]} should you ${verb}`)}? (Answered)`;
  }
  // Otherwise the question as viewers ask it, about the subject rather than the other creator.
  const neutral = text.replace(/\byour\b/gi, "the");
  return `${titleCase(neutral)}? (Answered)`;
}

function requestTitle(key: string | undefined, label: string, videoTitle: string | null): string {
  const about = videoTitle ?? "This Video";
  if (key === "part-2") return `${about}: Part 2`;
  if (key === "follow-up") return `${about}: The Follow-Up`;
  if (key === "beginner") return `${about}: A Beginner's Guide`;
  return `${titleCase(label)}: Everything You Need to Know`;
}

const topicTitle = (label: string) => `${titleCase(label)}: What Viewers Keep Asking About`;

// --- the analysis ---

/** Nouns too common in comments to be an idea of their own. */
const GENERIC_HEADS = new Set(
  "video videos vid channel thing things part lot lots time times people year years way day days guy guys content subscriber subscribers comment comments bit one ones stuff man bro sir thank thanks info information page level month week hour minute explanation youtube everyone anyone fluff lol quality head mind life job check view views dive".split(
    " ",
  ),
);
/** Evaluative or vague adjectives dropped from key phrases ("good explanation" -> "explanation"). */
const VAGUE_WORDS = new Set(
  "good great best amazing awesome next whole real nice same other much many first last such new old big little bad".split(
    " ",
  ),
);
const CONTENT_POS = new Set(["NOUN", "PROPN", "ADJ", "VERB", "NUM"]);
const KEY_STOP = new Set(["video", "make", "do", "use", "get", "be", "have", "you", "really", "please"]);

interface WordInfo {
  norm: string;
  lemma: string;
  pos: string;
  stop: boolean;
}

interface Group {
  type: IdeaType;
  key: string;
  labels: Map<string, number>;
  fixedKey?: string;
  comments: Map<string, SourceComment>;
}

export function extractIdeas(
  videoId: string,
  input: readonly SourceComment[],
  { videoTitle = null }: { videoTitle?: string | null } = {},
): CommentIdeasResult {
  const { nlp, its } = english();
  // wink's typings give its.lemma a model-addon signature that out() does not accept; it works as `normal` does.
  const lemma = its.lemma as unknown as typeof its.normal;
  // The same comments in any order: sort by weight, then id.
  const comments = [...new Map(input.map((comment) => [comment.id, comment])).values()].sort(
    (a, b) => b.likes - a.likes || b.replies - a.replies || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  /** Content words of a sentence (or of the part of it a request names) as a sorted set of lemmas. */
  const contentKey = (tokens: readonly WordInfo[], only?: string): string => {
    const wanted = only ? new Set(only.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? []) : null;
    const lemmas = new Set<string>();
    for (const token of tokens) {
      if (token.stop || !CONTENT_POS.has(token.pos) || (wanted && !wanted.has(token.norm))) continue;
      if (!KEY_STOP.has(token.lemma)) lemmas.add(token.lemma);
    }
    return [...lemmas].sort().join(" ");
  };

  const languages = new Map<string, number>();
  const sentiment = { positive: 0, neutral: 0, negative: 0 };
  const groups = new Map<string, Group>();
  const phraseComments = new Map<
    string,
    { head: string; surface: Map<string, number>; comments: Map<string, SourceComment> }
  >();
  let analysed = 0;

  const addTo = (type: IdeaType, key: string, label: string, comment: SourceComment, fixedKey?: string) => {
    const id = `${type}:${key}`;
    let group = groups.get(id);
    if (!group) {
      group = { type, key, labels: new Map(), comments: new Map(), ...(fixedKey ? { fixedKey } : {}) };
      groups.set(id, group);
    }
    group.labels.set(label, (group.labels.get(label) ?? 0) + comment.likes + 1);
    group.comments.set(comment.id, comment);
  };

  for (const comment of comments) {
    const text = comment.text
      .replace(/https?:\/\/\S+/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    const doc = nlp.readDoc(text);
    // One pass over the tokens, sentence by sentence: words for the language count and the keys.
    const sentences: { text: string; words: WordInfo[] }[] = [];
    let stopWordCount = 0;
    doc.sentences().each((sentence: ItemSentence) => {
      // Whole-sentence out() calls: much cheaper than one out() per token.
      const tokens = sentence.tokens();
      const types = tokens.out(its.type) as string[];
      const norms = tokens.out(its.normal) as string[];
      const lemmas = tokens.out(lemma) as string[];
      const tags = tokens.out(its.pos) as string[];
      const stops = tokens.out(its.stopWordFlag) as unknown as boolean[];
      const words: WordInfo[] = [];
      for (let index = 0; index < types.length; index++) {
        if (types[index] !== "word") continue;
        const stop = stops[index] === true;
        if (stop) stopWordCount += 1;
        words.push({
          norm: (norms[index] ?? "").toLowerCase(),
          lemma: (lemmas[index] ?? "").toLowerCase(),
          pos: tags[index] ?? "",
          stop,
        });
      }
      sentences.push({ text: sentence.out(), words });
    });
    const language = detectLanguage(text, stopWordCount);
    languages.set(language, (languages.get(language) ?? 0) + 1);
    if (language !== "eng") continue;
    analysed += 1;
    const score = doc.out(its.sentiment) as number;
    if (score > 0.15) sentiment.positive += 1;
    else if (score < -0.15) sentiment.negative += 1;
    else sentiment.neutral += 1;

    let requested = false;
    let asked = false;
    for (const sentence of sentences) {
      if (!requested) {
        const request = matchRequest(sentence.text);
        if (request) {
          const key = request.key ?? contentKey(sentence.words, request.subject ?? request.label);
          if (key) {
            addTo("request", key, request.label, comment, request.key);
            requested = true;
            continue;
          }
        }
      }
      if (!asked && isQuestion(sentence.text)) {
        const key = contentKey(sentence.words);
        if (key) {
          addTo("question", key, sentence.text.trim(), comment);
          asked = true;
        }
      }
    }

    const seen = new Set<string>();
    doc.customEntities().each((entity: ItemCustomEntity) => {
      // Keyed by lemma ("keyboards" = "keyboard"), labelled as written (the lemmatizer turns "dive" into "diva").
      const lemmas = (entity.tokens().out(lemma) as string[]).map((word) => word.toLowerCase());
      const written = (entity.tokens().out(its.normal) as string[]).map((word) => word.toLowerCase());
      const head = lemmas.at(-1);
      if (!head || GENERIC_HEADS.has(head) || head.length < 3 || !/^\p{L}/u.test(head)) return;
      const keep = lemmas.map((word) => !GENERIC_HEADS.has(word) && !VAGUE_WORDS.has(word));
      const phrase = lemmas.filter((_, index) => keep[index]).join(" ");
      if (!phrase || seen.has(phrase)) return;
      seen.add(phrase);
      let entry = phraseComments.get(phrase);
      if (!entry) {
        entry = { head, surface: new Map(), comments: new Map() };
        phraseComments.set(phrase, entry);
      }
      const label = written.filter((_, index) => keep[index]).join(" ");
      entry.surface.set(label, (entry.surface.get(label) ?? 0) + 1);
      entry.comments.set(comment.id, comment);
    });
  }

  // Recurring topics: phrases in at least 3 comments (or 1% of them), clustered by head noun.
  const minComments = Math.max(3, Math.ceil(analysed * 0.01));
  const clusters = new Map<string, { phrases: Map<string, number>; comments: Map<string, SourceComment> }>();
  for (const [, { head, surface, comments: behind }] of [...phraseComments].sort(([a], [b]) =>
    a < b ? -1 : 1,
  )) {
    if (behind.size < minComments) continue;
    const phrase = pickLabel(surface);
    let cluster = clusters.get(head);
    if (!cluster) {
      cluster = { phrases: new Map(), comments: new Map() };
      clusters.set(head, cluster);
    }
    cluster.phrases.set(phrase, (cluster.phrases.get(phrase) ?? 0) + behind.size);
    for (const [id, comment] of behind) cluster.comments.set(id, comment);
  }
  // A topic that is mostly one request or question already (same comments) adds nothing.
  const coveredBy = (behind: Map<string, SourceComment>) =>
    [...groups.values()].some(
      (group) => [...behind.keys()].filter((id) => group.comments.has(id)).length >= behind.size * 0.6,
    );
  const topics = [...clusters.values()]
    .filter((cluster) => !coveredBy(cluster.comments))
    .map((cluster) => ({
      label: pickLabel(cluster.phrases, (a, b) => b.split(" ").length - a.split(" ").length),
      comments: cluster.comments,
    }))
    .map((topic) => ({ ...topic, weight: weigh(topic.comments.values()).score }))
    .sort((a, b) => b.weight - a.weight || (a.label < b.label ? -1 : 1))
    .slice(0, MAX_TOPICS);

  const ideas: Omit<CommentIdea, "id">[] = [];
  for (const group of groups.values()) {
    const label = pickLabel(group.labels);
    ideas.push(
      idea(
        group.type,
        label,
        group.type === "question" ? questionTitle(label) : requestTitle(group.fixedKey, label, videoTitle),
        group.comments,
        videoId,
      ),
    );
  }
  for (const topic of topics)
    ideas.push(idea("topic", topic.label, topicTitle(topic.label), topic.comments, videoId));

  const ranked = ideas
    .sort(
      (a, b) =>
        b.score - a.score || (a.type < b.type ? -1 : a.type > b.type ? 1 : a.label < b.label ? -1 : 1),
    )
    .slice(0, MAX_IDEAS);
  const counters: Record<IdeaType, number> = { question: 0, request: 0, topic: 0 };
  return {
    videoId,
    commentsRead: comments.length,
    commentsAnalysed: analysed,
    languages: [...languages]
      .map(([language, count]) => ({ language, comments: count }))
      .sort((a, b) => b.comments - a.comments || (a.language < b.language ? -1 : 1)),
    sentiment,
    ideas: ranked.map((entry) => ({ id: `${entry.type}-${++counters[entry.type]}`, ...entry })),
  };
}

/** The label written most (weighted by likes); ties by the tie-breaker, then alphabetically. */
function pickLabel(labels: Map<string, number>, tie: (a: string, b: string) => number = () => 0): string {
  return (
    [...labels].sort(([a, x], [b, y]) => y - x || tie(a, b) || (a < b ? -1 : a > b ? 1 : 0))[0]?.[0] ?? ""
  );
}

function weigh(comments: Iterable<SourceComment>) {
  let likes = 0;
  let replies = 0;
  let count = 0;
  for (const comment of comments) {
    likes += comment.likes;
    replies += comment.replies;
    count += 1;
  }
  return { likes, replies, count, score: likes + 2 * replies + count };
}

function idea(
  type: IdeaType,
  label: string,
  title: string,
  behind: Map<string, SourceComment>,
  videoId: string,
): Omit<CommentIdea, "id"> {
  const { likes, replies, count, score } = weigh(behind.values());
  const shown: IdeaComment[] = [...behind.values()]
    .sort((a, b) => b.likes - a.likes || b.replies - a.replies || (a.id < b.id ? -1 : 1))
    .slice(0, COMMENTS_PER_IDEA)
    .map((comment) => ({
      id: comment.id,
      text: comment.text,
      author: comment.author,
      likes: comment.likes,
      replies: comment.replies,
      url: `https://www.youtube.com/watch?v=${videoId}&lc=${encodeURIComponent(comment.id)}`,
      publishedAt: comment.publishedAt,
    }));
  return { type, label, title, score, likes, replies, commentCount: count, comments: shown };
}
