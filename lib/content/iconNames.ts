/**
 * The icons an editor may name in content files (kebab-case lucide names). lib/content/icons.ts maps each to its
 * drawing; adding a name here without adding it there fails the type check.
 */
export const iconNames = [
  'bot', 'cpu', 'factory', 'leaf', 'sun', 'zap', 'building', 'building-2', 'car', 'truck', 'bus', 'train',
  'brain-circuit', 'graduation-cap', 'globe', 'handshake', 'shield-check', 'recycle', 'wind', 'battery-charging',
  'plug-zap', 'network', 'radar', 'cog', 'wrench', 'landmark', 'lightbulb', 'trending-up', 'users', 'layers',
  'glasses', 'boxes', 'blocks', 'satellite', 'droplets', 'trees', 'sparkles', 'rocket', 'map', 'route', 'microscope',
  'scan-line', 'database', 'lock', 'gauge', 'workflow', 'circuit-board', 'hard-hat', 'drone', 'solar-panel',
  'target', 'award', 'scale', 'book-open', 'chart-line', 'eye', 'heart-handshake',
] as const

export type IconName = (typeof iconNames)[number]
