// The named icons a sticker can show (learner-teacher.md §9: "sticker icons come from a long named icon list
// with search keywords"). The web app draws each name; the keywords (English) help the search beside the
// icon's translated name.
export const STICKER_ICONS = [
  { name: 'star', keywords: ['favourite', 'best', 'gold', 'shine'] },
  { name: 'heart', keywords: ['love', 'kind', 'care'] },
  { name: 'trophy', keywords: ['winner', 'cup', 'prize', 'champion'] },
  { name: 'medal', keywords: ['winner', 'prize', 'first', 'award'] },
  { name: 'award', keywords: ['prize', 'ribbon', 'badge'] },
  { name: 'crown', keywords: ['king', 'queen', 'best', 'royal'] },
  { name: 'rocket', keywords: ['launch', 'fast', 'space', 'progress'] },
  { name: 'bulb', keywords: ['idea', 'clever', 'light', 'think'] },
  { name: 'brain', keywords: ['smart', 'think', 'clever', 'mind'] },
  { name: 'code', keywords: ['program', 'coding', 'developer'] },
  { name: 'terminal', keywords: ['console', 'command', 'program'] },
  { name: 'brackets', keywords: ['code', 'syntax', 'program'] },
  { name: 'bug', keywords: ['debug', 'fix', 'error', 'insect'] },
  { name: 'puzzle', keywords: ['problem', 'solve', 'piece', 'logic'] },
  { name: 'flame', keywords: ['fire', 'hot', 'streak'] },
  { name: 'bolt', keywords: ['lightning', 'fast', 'energy', 'power'] },
  { name: 'thumb-up', keywords: ['like', 'good', 'well done', 'yes'] },
  { name: 'mood-smile', keywords: ['happy', 'smile', 'face'] },
  { name: 'mood-happy', keywords: ['joy', 'laugh', 'face'] },
  { name: 'confetti', keywords: ['party', 'celebrate', 'hooray'] },
  { name: 'sparkles', keywords: ['magic', 'shine', 'new'] },
  { name: 'diamond', keywords: ['gem', 'precious', 'brilliant'] },
  { name: 'target', keywords: ['goal', 'aim', 'bullseye', 'focus'] },
  { name: 'flag', keywords: ['finish', 'goal', 'milestone'] },
  { name: 'bookmark', keywords: ['save', 'remember'] },
  { name: 'book', keywords: ['read', 'study', 'learn'] },
  { name: 'pencil', keywords: ['write', 'draw', 'edit'] },
  { name: 'writing', keywords: ['write', 'story', 'notes'] },
  { name: 'palette', keywords: ['art', 'colour', 'color', 'paint', 'design'] },
  { name: 'music', keywords: ['song', 'note', 'sound'] },
  { name: 'camera', keywords: ['photo', 'picture'] },
  { name: 'headphones', keywords: ['listen', 'music', 'audio'] },
  { name: 'planet', keywords: ['space', 'world', 'saturn'] },
  { name: 'telescope', keywords: ['space', 'explore', 'stars'] },
  { name: 'alien', keywords: ['space', 'ufo', 'fun'] },
  { name: 'sun', keywords: ['bright', 'day', 'summer'] },
  { name: 'moon', keywords: ['night', 'space'] },
  { name: 'cloud', keywords: ['sky', 'weather'] },
  { name: 'rainbow', keywords: ['colour', 'color', 'bright'] },
  { name: 'leaf', keywords: ['nature', 'grow', 'green'] },
  { name: 'plant', keywords: ['grow', 'nature', 'seed'] },
  { name: 'tree', keywords: ['nature', 'forest', 'grow'] },
  { name: 'flower', keywords: ['nature', 'bloom', 'garden'] },
  { name: 'cactus', keywords: ['desert', 'plant', 'tough'] },
  { name: 'mountain', keywords: ['climb', 'peak', 'summit', 'hard'] },
  { name: 'compass', keywords: ['explore', 'direction', 'navigate'] },
  { name: 'anchor', keywords: ['steady', 'sea', 'boat'] },
  { name: 'cat', keywords: ['animal', 'pet', 'kitten'] },
  { name: 'dog', keywords: ['animal', 'pet', 'puppy'] },
  { name: 'paw', keywords: ['animal', 'pet', 'print'] },
  { name: 'fish', keywords: ['animal', 'sea', 'swim'] },
  { name: 'butterfly', keywords: ['animal', 'insect', 'change'] },
  { name: 'feather', keywords: ['light', 'bird', 'write'] },
  { name: 'robot', keywords: ['machine', 'automation', 'ai'] },
  { name: 'device-gamepad', keywords: ['game', 'play', 'controller'] },
  { name: 'lego', keywords: ['build', 'brick', 'blocks'] },
  { name: 'ghost', keywords: ['spooky', 'halloween', 'fun'] },
  { name: 'ball-football', keywords: ['sport', 'soccer', 'team', 'game'] },
  { name: 'bike', keywords: ['sport', 'cycle', 'ride'] },
  { name: 'run', keywords: ['sport', 'fast', 'effort'] },
  { name: 'key', keywords: ['unlock', 'secret', 'access'] },
  { name: 'shield', keywords: ['safe', 'protect', 'security'] },
  { name: 'sword', keywords: ['brave', 'quest', 'adventure'] },
  { name: 'magnet', keywords: ['attract', 'science', 'physics'] },
  { name: 'atom', keywords: ['science', 'physics', 'chemistry'] },
  { name: 'dna', keywords: ['science', 'biology', 'life'] },
  { name: 'flask', keywords: ['science', 'experiment', 'chemistry'] },
  { name: 'microscope', keywords: ['science', 'detail', 'investigate'] },
  { name: 'math', keywords: ['maths', 'numbers', 'calculate'] },
  { name: 'hourglass', keywords: ['time', 'patience', 'wait'] },
  { name: 'clock', keywords: ['time', 'on time', 'punctual'] },
  { name: 'check', keywords: ['done', 'correct', 'tick', 'yes'] },
  { name: 'checks', keywords: ['done', 'all', 'complete'] },
  { name: 'circle-check', keywords: ['done', 'complete', 'correct'] },
  { name: 'trending-up', keywords: ['improve', 'progress', 'better', 'growth'] },
  { name: 'users', keywords: ['team', 'together', 'group', 'help'] },
  { name: 'gift', keywords: ['present', 'surprise', 'reward'] },
  { name: 'cake', keywords: ['birthday', 'celebrate', 'party'] },
  { name: 'balloon', keywords: ['party', 'celebrate', 'fun'] },
  { name: 'pizza', keywords: ['food', 'treat', 'fun'] },
  { name: 'coffee', keywords: ['drink', 'break', 'energy'] },
] as const;

export type StickerIconName = (typeof STICKER_ICONS)[number]['name'];
export const STICKER_ICON_NAMES: readonly string[] = STICKER_ICONS.map((icon) => icon.name);
export const isStickerIcon = (name: string): name is StickerIconName => STICKER_ICON_NAMES.includes(name);

/**
 * The icons whose name, translated label or keywords contain every word of `query` (any case); all of them for
 * an empty query. `label` gives an icon's name in the reader's language.
 */
export const searchStickerIcons = (query: string, label: (name: StickerIconName) => string) => {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return STICKER_ICONS.map((icon) => icon.name);
  return STICKER_ICONS.filter((icon) => {
    const haystack = [icon.name.replace(/-/g, ' '), label(icon.name), ...icon.keywords]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  }).map((icon) => icon.name);
};
