import { validators } from 'tailwind-merge';

/**
 * The Tailwind class groups cn() knows: the utilities this app writes, in tailwind-merge's own
 * config format (its default config knows all of Tailwind and weighs 6 KiB gzipped on every page).
 * A string names a whole class (`''` the bare prefix: `border`), a validator the values after a
 * prefix; exact names win over validators, and validators are tried in the order written here, so
 * a catch-all (`isAny`) comes after the narrower groups sharing its prefix.
 * test/class-merge.test.ts checks cn() against tailwind-merge on every pair of classes in the source.
 */
const {
  isAny,
  isNumber,
  isTshirtSize,
  isArbitraryLength,
  isArbitraryValue,
  isArbitraryImage,
  isArbitrarySize,
} = validators;

/** A list written `a b c`. */
const words = (list: string) => list.split(' ');

const LINE_STYLES = ['solid', 'dashed', 'dotted', 'double', 'none', 'hidden'];
const SIZES = ['none', 'full', 'inner', '', isTshirtSize, isArbitraryLength];
const SPACING = ['px', isNumber, isArbitraryValue];
const SIDES = ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'];
const CORNERS = ['ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'];

/** One group per prefix, each taking any value: `{ gap: { gap: [isAny] } }`. */
function anyValue(...prefixes: string[]) {
  return Object.fromEntries(prefixes.map((prefix) => [prefix, [{ [prefix]: [isAny] }]]));
}

/** A box property's groups and which they override: `p` every side, `px` the left and right... */
function boxSides(prefix: string, separator = '') {
  const groups = anyValue(prefix, ...SIDES.map((side) => prefix + separator + side));
  const at = (sides: string[]) => sides.map((side) => prefix + separator + side);
  const conflicts = {
    [prefix]: at(SIDES),
    [`${prefix}${separator}x`]: at(['s', 'e', 'r', 'l']),
    [`${prefix}${separator}y`]: at(['t', 'b']),
  };
  return { groups, conflicts };
}

const padding = boxSides('p');
const margin = boxSides('m');
const scrollMargin = boxSides('scroll-m');
const scrollPadding = boxSides('scroll-p');

const borderWidthSides = Object.fromEntries(
  SIDES.map((side) => [`border-w-${side}`, [{ [`border-${side}`]: ['', isNumber, isArbitraryLength] }]]),
);
const borderColorSides = Object.fromEntries(
  SIDES.map((side) => [`border-color-${side}`, [{ [`border-${side}`]: [isAny] }]]),
);
const roundedSides = Object.fromEntries(
  [...SIDES.slice(2), ...CORNERS].map((side) => [`rounded-${side}`, [{ [`rounded-${side}`]: SIZES }]]),
);

export const classGroups = {
  display: words(
    'block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden',
  ),
  position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
  visibility: ['visible', 'invisible', 'collapse'],
  sr: ['sr-only', 'not-sr-only'],
  'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
  'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
  'font-style': ['italic', 'not-italic'],
  'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
  'fvn-spacing': ['tabular-nums', 'proportional-nums'],
  'border-collapse': [{ border: ['collapse', 'separate'] }],
  'border-spacing': [{ 'border-spacing': SPACING }],
  'border-spacing-x': [{ 'border-spacing-x': SPACING }],
  'border-spacing-y': [{ 'border-spacing-y': SPACING }],
  break: [{ break: ['normal', 'words', 'all', 'keep'] }],
  resize: [{ resize: ['', isAny] }],
  filter: [{ filter: ['', 'none'] }],
  whitespace: [{ whitespace: [isAny] }],
  'line-clamp': [{ 'line-clamp': [isAny] }],
  'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
  'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
  flex: [{ flex: [isAny] }],
  grow: [{ grow: ['', isAny] }],
  shrink: [{ shrink: ['', isAny] }],
  ...anyValue('basis', 'grid-cols', 'grid-flow', 'order', 'items', 'justify-items', 'justify-self'),
  'col-start-end': [{ col: ['auto', { span: [isAny] }] }],
  'justify-content': [{ justify: [isAny] }],
  'align-self': [{ self: [isAny] }],
  content: [{ content: ['none', isArbitraryValue] }],
  'align-content': [{ content: [isAny] }],
  ...anyValue('place-content', 'place-items', 'place-self', 'gap-x', 'gap-y', 'gap'),
  'space-x-reverse': ['space-x-reverse'],
  'space-y-reverse': ['space-y-reverse'],
  ...anyValue('space-x', 'space-y'),
  'divide-x': [{ 'divide-x': ['', isNumber] }],
  'divide-y': [{ 'divide-y': ['', isNumber] }],
  'divide-style': [{ divide: LINE_STYLES }],
  'divide-color': [{ divide: [isAny] }],
  ...padding.groups,
  ...margin.groups,
  ...scrollMargin.groups,
  ...scrollPadding.groups,
  ...anyValue('size', 'min-w', 'min-h', 'max-w', 'max-h', 'w', 'h'),
  ...anyValue('inset-x', 'inset-y', 'inset', 'top', 'right', 'bottom', 'left', 'start', 'end'),
  ...anyValue('overflow-x', 'overflow-y', 'overflow', 'overscroll-x', 'overscroll-y', 'overscroll'),
  ...anyValue('z', 'opacity', 'rotate', 'translate-x', 'translate-y', 'translate-z'),
  'translate-none': ['translate-none'],
  ...anyValue('scale-x', 'scale-y', 'scale'),
  transition: [{ transition: ['', isAny] }],
  ...anyValue('duration', 'ease', 'delay', 'animate', 'cursor', 'select', 'pointer-events'),
  ...anyValue('appearance', 'leading', 'tracking', 'underline-offset'),
  touch: [{ touch: ['auto', 'none', 'manipulation'] }],
  'vertical-align': [{ align: [isAny] }],
  'list-style-position': [{ list: ['inside', 'outside'] }],
  'list-style-type': [{ list: [isAny] }],
  rounded: [{ rounded: SIZES }],
  ...roundedSides,
  'border-style': [{ border: LINE_STYLES }],
  'border-w': [{ border: ['', isNumber, isArbitraryLength] }],
  ...borderWidthSides,
  ...borderColorSides,
  'border-color': [{ border: [isAny] }],
  'outline-offset': [{ 'outline-offset': [isAny] }],
  'outline-style': [{ outline: LINE_STYLES }],
  'outline-w': [{ outline: ['', isNumber, isArbitraryLength] }],
  'outline-color': [{ outline: [isAny] }],
  'ring-offset-w': [{ 'ring-offset': [isNumber, isArbitraryLength] }],
  'ring-offset-color': [{ 'ring-offset': [isAny] }],
  'ring-w-inset': ['ring-inset'],
  'ring-w': [{ ring: ['', isNumber, isArbitraryLength] }],
  'ring-color': [{ ring: [isAny] }],
  shadow: [{ shadow: ['', 'none', 'inner', isTshirtSize] }],
  'shadow-color': [{ shadow: [isAny] }],
  'font-size': [{ text: ['base', isTshirtSize, isArbitraryLength] }],
  'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
  'text-color': [{ text: [isAny] }],
  'font-weight': [
    {
      font: ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'],
    },
  ],
  'font-family': [{ font: [isAny] }],
  'bg-image': [{ bg: ['none', { linear: [isAny], radial: [isAny], conic: [isAny] }, isArbitraryImage] }],
  'bg-size': [{ bg: ['auto', 'cover', 'contain', isArbitrarySize] }],
  'bg-attachment': [{ bg: ['fixed', 'local', 'scroll'] }],
  'bg-repeat': [{ bg: [{ repeat: ['', isAny] }, 'no-repeat'] }],
  'bg-clip': [{ 'bg-clip': [isAny] }],
  'bg-color': [{ bg: [isAny] }],
  ...anyValue('from', 'via', 'to', 'fill', 'accent'),
  'stroke-w': [{ stroke: [isNumber, isArbitraryLength] }],
  stroke: [{ stroke: [isAny] }],
  'text-decoration-style': [{ decoration: [...LINE_STYLES, 'wavy'] }],
  'text-decoration-thickness': [{ decoration: [isNumber, 'auto', 'from-font'] }],
  'text-decoration-color': [{ decoration: [isAny] }],
  'backdrop-blur': [{ 'backdrop-blur': ['', isAny] }],
  blur: [{ blur: ['', isAny] }],
};

const rounded = (sides: string) => sides.split(' ').map((side) => `rounded-${side}`);
const borderSides = (kind: string, sides: string[]) => sides.map((side) => `border-${kind}-${side}`);

export const conflictingClassGroups = {
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  'border-spacing': ['border-spacing-x', 'border-spacing-y'],
  'translate-none': ['translate-x', 'translate-y', 'translate-z'],
  rounded: rounded('s e t r b l ss se ee es tl tr br bl'),
  'rounded-s': rounded('ss es'),
  'rounded-e': rounded('se ee'),
  'rounded-t': rounded('tl tr'),
  'rounded-r': rounded('tr br'),
  'rounded-b': rounded('br bl'),
  'rounded-l': rounded('tl bl'),
  ...padding.conflicts,
  ...margin.conflicts,
  ...scrollMargin.conflicts,
  ...scrollPadding.conflicts,
  'border-w': borderSides('w', SIDES),
  'border-w-x': borderSides('w', ['s', 'e', 'r', 'l']),
  'border-w-y': borderSides('w', ['t', 'b']),
  'border-color': borderSides('color', SIDES),
  'border-color-x': borderSides('color', ['s', 'e', 'r', 'l']),
  'border-color-y': borderSides('color', ['t', 'b']),
};

/** Modifiers whose place matters (tailwind-merge sorts the others: they mean the same in any order). */
export const orderSensitiveModifiers = words(
  '* ** after backdrop before details-content file first-letter first-line marker placeholder selection',
);
