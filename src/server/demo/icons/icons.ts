/**
 * The library's icons, written by hand on a 24×24 grid. Every one is drawn in `currentColor` (strokes of
 * width 2, round caps and joins, or solid fills), so a CustomIcon layer recolours it by setting its fill.
 */
export interface IconDefinition {
  id: string;
  title: string;
  tags: readonly string[];
  /** SVG elements inside the 24×24 view box. */
  body: string;
  /** Solid icons fill with currentColor; line icons stroke with it. */
  style: 'line' | 'solid';
}

const line = (id: string, title: string, tags: string[], body: string): IconDefinition => ({
  id,
  title,
  tags,
  body,
  style: 'line',
});
const solid = (id: string, title: string, tags: string[], body: string): IconDefinition => ({
  id,
  title,
  tags,
  body,
  style: 'solid',
});

export const ICONS: readonly IconDefinition[] = [
  line('home', 'Home', ['house', 'start'], '<path d="M3 11 12 3l9 8"/><path d="M5 10v10h5v-6h4v6h5V10"/>'),
  line(
    'search',
    'Search',
    ['find', 'magnifier'],
    '<circle cx="10.5" cy="10.5" r="6.5"/><path d="m15.5 15.5 5 5"/>',
  ),
  line(
    'user',
    'Person',
    ['profile', 'account'],
    '<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"/>',
  ),
  line(
    'team',
    'Team',
    ['people', 'group'],
    '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6"/><path d="M15.5 4.8a3.5 3.5 0 0 1 0 6.4"/><path d="M18 14.3c2.1.8 3.5 2.8 3.5 5.7"/>',
  ),
  solid(
    'heart',
    'Heart',
    ['love', 'like'],
    '<path d="M12 21s-8.5-5.2-8.5-11.2A4.8 4.8 0 0 1 12 6.6a4.8 4.8 0 0 1 8.5 3.2C20.5 15.8 12 21 12 21z"/>',
  ),
  solid(
    'star',
    'Star',
    ['favourite', 'rating'],
    '<path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z"/>',
  ),
  line('check', 'Check', ['done', 'ok', 'tick'], '<path d="m4 12.5 5 5L20 6.5"/>'),
  line('close', 'Close', ['cross', 'cancel'], '<path d="M6 6l12 12M18 6 6 18"/>'),
  line('plus', 'Plus', ['add', 'new'], '<path d="M12 5v14M5 12h14"/>'),
  line('minus', 'Minus', ['remove', 'less'], '<path d="M5 12h14"/>'),
  line('arrow-right', 'Arrow right', ['next', 'forward'], '<path d="M4 12h16M14 6l6 6-6 6"/>'),
  line('arrow-left', 'Arrow left', ['back', 'previous'], '<path d="M20 12H4M10 6l-6 6 6 6"/>'),
  line('arrow-up', 'Arrow up', ['rise', 'top'], '<path d="M12 20V4M6 10l6-6 6 6"/>'),
  line('arrow-down', 'Arrow down', ['fall', 'download'], '<path d="M12 4v16M6 14l6 6 6-6"/>'),
  solid(
    'play',
    'Play',
    ['start', 'video'],
    '<path d="M7 4.5v15a1 1 0 0 0 1.5.9l12-7.5a1 1 0 0 0 0-1.8l-12-7.5A1 1 0 0 0 7 4.5z"/>',
  ),
  solid(
    'pause',
    'Pause',
    ['stop', 'wait'],
    '<rect x="5.5" y="4" width="4.5" height="16" rx="1"/><rect x="14" y="4" width="4.5" height="16" rx="1"/>',
  ),
  line(
    'camera',
    'Camera',
    ['photo', 'picture'],
    '<path d="M3 8.5A1.5 1.5 0 0 1 4.5 7h3l1.5-2.5h6L16.5 7h3A1.5 1.5 0 0 1 21 8.5v10a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z"/><circle cx="12" cy="13" r="3.5"/>',
  ),
  line(
    'video',
    'Video',
    ['film', 'movie'],
    '<rect x="2.5" y="6" width="13" height="12" rx="2"/><path d="m15.5 10.5 6-3.5v10l-6-3.5"/>',
  ),
  line(
    'music',
    'Music',
    ['note', 'song', 'audio'],
    '<path d="M9 18V5l11-2v13"/><circle cx="6.5" cy="18" r="2.5"/><circle cx="17.5" cy="16" r="2.5"/>',
  ),
  line(
    'microphone',
    'Microphone',
    ['voice', 'record', 'speech'],
    '<rect x="9" y="3" width="6" height="11" rx="3"/><path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7"/>',
  ),
  line(
    'phone',
    'Phone',
    ['call', 'contact'],
    '<path d="M5 3.5h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 6.6 6.6l1.4-2.3 4.5 1.8V19a1.5 1.5 0 0 1-1.6 1.5C10.6 20 4 13.4 3.5 5.1A1.5 1.5 0 0 1 5 3.5z"/>',
  ),
  line(
    'mail',
    'Mail',
    ['email', 'letter', 'message'],
    '<rect x="2.5" y="5" width="19" height="14" rx="2"/><path d="m3 6.5 9 6.5 9-6.5"/>',
  ),
  line(
    'calendar',
    'Calendar',
    ['date', 'event', 'schedule'],
    '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>',
  ),
  line('clock', 'Clock', ['time', 'hour'], '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.5 2"/>'),
  line(
    'location',
    'Location',
    ['map', 'pin', 'place'],
    '<path d="M12 21.5s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z"/><circle cx="12" cy="9.5" r="2.5"/>',
  ),
  line(
    'globe',
    'Globe',
    ['world', 'web', 'language'],
    '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"/>',
  ),
  line(
    'cart',
    'Shopping cart',
    ['shop', 'buy', 'store'],
    '<path d="M2.5 3.5h3l2.2 11.2a1.5 1.5 0 0 0 1.5 1.3h8.6a1.5 1.5 0 0 0 1.5-1.2L21 7H6.3"/><circle cx="9.5" cy="20" r="1.5"/><circle cx="17.5" cy="20" r="1.5"/>',
  ),
  line(
    'gift',
    'Gift',
    ['present', 'offer'],
    '<rect x="3.5" y="8" width="17" height="4" rx="1"/><path d="M5 12v8.5h14V12M12 8v12.5"/><path d="M12 8C10.5 4 6.5 4 7 6.5 7.3 8 12 8 12 8zM12 8c1.5-4 5.5-4 5-1.5C16.7 8 12 8 12 8z"/>',
  ),
  line(
    'idea',
    'Idea',
    ['light bulb', 'tip', 'insight'],
    '<path d="M9 17.5h6M9.8 21h4.4"/><path d="M8.5 15c-1.7-1.3-2.8-3.2-2.8-5.4a6.3 6.3 0 0 1 12.6 0c0 2.2-1.1 4.1-2.8 5.4z"/>',
  ),
  line(
    'bell',
    'Bell',
    ['notification', 'alert'],
    '<path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z"/><path d="M10 20.5a2.2 2.2 0 0 0 4 0"/>',
  ),
  line(
    'chat',
    'Chat',
    ['message', 'comment', 'talk'],
    '<path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"/><path d="M7.5 10h9M7.5 13h6"/>',
  ),
  line(
    'thumbs-up',
    'Thumbs up',
    ['like', 'approve', 'good'],
    '<path d="M7.5 10.5v10h-4v-10z"/><path d="M7.5 10.5 11 3.5a2.2 2.2 0 0 1 2.6 2.5l-.6 3.5h5.8a2 2 0 0 1 2 2.4l-1.4 7a2 2 0 0 1-2 1.6H7.5"/>',
  ),
  line(
    'lock',
    'Lock',
    ['secure', 'private'],
    '<rect x="4.5" y="10.5" width="15" height="10.5" rx="2"/><path d="M8 10.5V7a4 4 0 0 1 8 0v3.5"/>',
  ),
  line(
    'cloud',
    'Cloud',
    ['weather', 'upload', 'storage'],
    '<path d="M7 19a4.5 4.5 0 0 1-.6-9 6 6 0 0 1 11.5 1.5A3.8 3.8 0 0 1 17.5 19z"/>',
  ),
  line(
    'sun',
    'Sun',
    ['weather', 'day', 'bright'],
    '<circle cx="12" cy="12" r="4"/><path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4"/>',
  ),
  solid('bolt', 'Lightning', ['energy', 'fast', 'power'], '<path d="M13.5 2 4.5 13.5h6L9.5 22l9-11.5h-6z"/>'),
  line('flag', 'Flag', ['goal', 'finish', 'report'], '<path d="M5 21V3.5M5 4h12.5l-2.5 4.5 2.5 4.5H5"/>'),
  line(
    'trophy',
    'Trophy',
    ['award', 'winner', 'prize'],
    '<path d="M7 3.5h10v5a5 5 0 0 1-10 0z"/><path d="M7 5H3.5v1.5A3.5 3.5 0 0 0 7 10M17 5h3.5v1.5A3.5 3.5 0 0 1 17 10M12 13.5V17M8 20.5h8M9.5 17h5l.5 3.5H9z"/>',
  ),
];

/** The complete SVG document of an icon. */
export function iconSvg(icon: IconDefinition): string {
  const paint =
    icon.style === 'line'
      ? 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'
      : 'fill="currentColor"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" ${paint}>${icon.body}</svg>\n`;
}

export const iconKey = (icon: IconDefinition): string => `public/library/icons/${icon.id}.svg`;
