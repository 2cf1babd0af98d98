/** The about page's story: long-form, English (docs/product-rules.md#languages). */
export const ABOUT_STORY: readonly string[] = [
  'Growing on X is mostly about showing up in the right conversations: a thoughtful reply under the right post does more than ten posts nobody sees. But finding those conversations and writing something worth reading, every day, takes hours most creators and founders do not have.',
  'Automation promised to help and mostly made things worse: generic replies, copy-paste compliments, accounts that post at 3 a.m. at machine speed and get limited for it. We started ReplyPilot because we wanted the help without the damage.',
  'So we built the opposite of a bot farm. ReplyPilot writes in your voice, from your own persona and examples. It replies at a human pace, inside daily limits that the server enforces, and it lets you review every reply before it is posted if you want to. Our mission is simple: help people take part in more good conversations, without risking the account they have spent years building.',
];
