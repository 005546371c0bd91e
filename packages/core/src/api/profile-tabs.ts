// The tabs of a profile page: apart from the profile's schemas (teaching.ts), so the page's frame loads none of
// them (nor the rich-text sanitiser some of them use).
export const PROFILE_TABS = [
  'home',
  'feedback',
  'achievements',
  'badges',
  'classes',
  'class_projects',
  'projects',
  'details',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
