/** Root-relative path of the hub's RSS 2.0 feed (written at build by scripts/build/content-outputs.ts). */
export const HUB_FEED = '/hub/feed.xml';
