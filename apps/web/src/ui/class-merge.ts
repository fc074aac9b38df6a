/**
 * Tailwind class merging for cn(): of two classes that set the same thing (`px-4` and `px-6`,
 * `text-sm` and `text-base`, `p-2` and a later `px-4`...), the later one wins. The algorithm is
 * tailwind-merge's, with a class table that knows the utilities this app writes rather than all of
 * Tailwind (tailwind-merge weighs 8 KiB gzipped on every page, the landing page's included).
 * test/class-merge.test.ts checks it against tailwind-merge on every pair of classes in the source.
 * A utility the table does not know is kept as it is, like any class that is not Tailwind's.
 */

const SIDES = '(?:x|y|s|e|t|r|b|l|tl|tr|br|bl|ss|se|ee|es)';
const LENGTH = /^\[(?:length:|[\d.]+(?:px|r?em|%|vh|vw|ch)\]$|calc\(|min\(|max\(|clamp\()/;
const SIZES = '(?:2xs|xs|sm|md|lg|xl|[2-9]xl|base|none|full|inner)';
const FONT_WEIGHTS = '(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)';
const LINE_STYLES = '(?:solid|dashed|dotted|double|none|hidden|wavy)';
const DISPLAYS =
  'block|inline-block|inline|flex|inline-flex|table|inline-table|table-caption|table-cell|table-column|table-column-group|table-footer-group|table-header-group|table-row-group|table-row|flow-root|grid|inline-grid|contents|list-item|hidden';

/** [pattern of the utility (no variants, no `!`, no leading `-`), its group], first match wins. */
const GROUPS: readonly [RegExp, string][] = [
  [new RegExp(`^(?:${DISPLAYS})$`), 'display'],
  [/^(?:static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(?:visible|invisible|collapse)$/, 'visibility'],
  [/^(?:sr-only|not-sr-only)$/, 'sr'],
  [/^(?:truncate|text-ellipsis|text-clip)$/, 'text-overflow'],
  [/^(?:underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^(?:italic|not-italic)$/, 'font-style'],
  [/^(?:uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(?:tabular-nums|proportional-nums)$/, 'fvn-spacing'],
  [/^(?:border-collapse|border-separate)$/, 'border-collapse'],
  [/^border-spacing-([xy])-[\d[]/, 'border-spacing-$1'],
  [/^border-spacing-[\d[]/, 'border-spacing'],
  [/^break-(?:normal|words|all|keep)$/, 'break'],
  [/^resize(?:-|$)/, 'resize'],
  [/^filter(?:-none)?$/, 'filter'],
  [/^whitespace-/, 'whitespace'],
  [/^line-clamp-/, 'line-clamp'],
  [/^flex-(?:row|row-reverse|col|col-reverse)$/, 'flex-direction'],
  [/^flex-(?:wrap|wrap-reverse|nowrap)$/, 'flex-wrap'],
  [/^flex-/, 'flex'],
  [/^(grow|shrink)(?:-|$)/, '$1'],
  [/^basis-/, 'basis'],
  [/^grid-cols-/, 'grid-cols'],
  [/^grid-flow-/, 'grid-flow'],
  [/^col-(?:span-|auto$)/, 'col-start-end'],
  [/^order-/, 'order'],
  [/^items-/, 'align-items'],
  [/^justify-items-/, 'justify-items'],
  [/^justify-self-/, 'justify-self'],
  [/^justify-/, 'justify-content'],
  [/^self-/, 'align-self'],
  [/^content-(?:none|\[)/, 'content'],
  [/^content-/, 'align-content'],
  [/^place-(content|items|self)-/, 'place-$1'],
  [/^gap-([xy])-/, 'gap-$1'],
  [/^gap-/, 'gap'],
  [/^space-([xy])-reverse$/, 'space-$1-reverse'],
  [/^space-([xy])-/, 'space-$1'],
  [/^divide-([xy])(?:-\d+)?$/, 'divide-$1'],
  [new RegExp(`^divide-${LINE_STYLES}$`), 'divide-style'],
  [/^divide-/, 'divide-color'],
  [/^(p[xytrblse]?|m[xytrblse]?)-/, '$1'],
  [/^scroll-([mp][xytrblse]?)-/, 'scroll-$1'],
  [/^(size|min-w|min-h|max-w|max-h|w|h)-/, '$1'],
  [/^(inset-[xy]|inset|top|right|bottom|left|start|end)-/, '$1'],
  [/^(overflow-[xy]|overflow|overscroll-[xy]|overscroll)-/, '$1'],
  [/^z-/, 'z'],
  [/^opacity-/, 'opacity'],
  [/^rotate-/, 'rotate'],
  [/^translate-([xyz])-/, 'translate-$1'],
  [/^translate-none$/, 'translate-none'],
  [/^scale-([xy])-/, 'scale-$1'],
  [/^scale-/, 'scale'],
  [/^transition(?:-|$)/, 'transition'],
  [/^duration-/, 'duration'],
  [/^ease-/, 'ease'],
  [/^delay-/, 'delay'],
  [/^animate-/, 'animate'],
  [/^cursor-/, 'cursor'],
  [/^select-/, 'select'],
  [/^pointer-events-/, 'pointer-events'],
  [/^appearance-/, 'appearance'],
  [/^align-/, 'vertical-align'],
  [/^list-(?:inside|outside)$/, 'list-style-position'],
  [/^list-/, 'list-style-type'],
  [/^leading-/, 'leading'],
  [/^tracking-/, 'tracking'],
  [/^underline-offset-/, 'underline-offset'],
  [new RegExp(`^rounded(?:-(${SIDES}))?(?:-(?:${SIZES}|\\[.*\\]))?$`), 'rounded-$1'],
  [new RegExp(`^border-${LINE_STYLES}$`), 'border-style'],
  [new RegExp(`^border(?:-(${SIDES}))?(?:-\\d+|-\\[length:.*\\])?$`), 'border-w-$1'],
  [new RegExp(`^border-(${SIDES})-`), 'border-color-$1'],
  [/^border-/, 'border-color'],
  [/^outline-offset-/, 'outline-offset'],
  [new RegExp(`^outline-${LINE_STYLES}$`), 'outline-style'],
  [/^outline(?:-\d+|-\[length:.*\])?$/, 'outline-w'],
  [/^outline-/, 'outline-color'],
  [/^ring-offset-(?:\d+|\[length:)/, 'ring-offset-w'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring-inset$/, 'ring-w-inset'],
  [/^ring(?:-\d+|-\[length:.*\])?$/, 'ring-w'],
  [/^ring-/, 'ring-color'],
  [new RegExp(`^shadow(?:-${SIZES})?$`), 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [new RegExp(`^text-(?:${SIZES}|\\[length:)`), 'font-size'],
  [/^text-(?:left|center|right|justify|start|end)$/, 'text-alignment'],
  [/^text-\[/, 'text-arbitrary'],
  [/^text-/, 'text-color'],
  [new RegExp(`^font-${FONT_WEIGHTS}$`), 'font-weight'],
  [/^font-/, 'font-family'],
  [/^bg-(?:linear-|radial-|conic-|none$|\[(?:url|linear-gradient|radial-gradient|image:))/, 'bg-image'],
  [/^bg-\[(?:size|length):/, 'bg-size'],
  [/^bg-(?:auto|cover|contain)$/, 'bg-size'],
  [/^bg-(?:fixed|local|scroll)$/, 'bg-attachment'],
  [/^bg-(?:no-)?repeat/, 'bg-repeat'],
  [/^bg-clip-/, 'bg-clip'],
  [/^bg-/, 'bg-color'],
  [/^(from|via|to)-\d+%$/, 'gradient-$1-pos'],
  [/^(from|via|to)-/, 'gradient-$1'],
  [/^fill-/, 'fill'],
  [/^stroke-(?:\d+|\[length:)/, 'stroke-w'],
  [/^stroke-/, 'stroke'],
  [new RegExp(`^decoration-${LINE_STYLES}$`), 'text-decoration-style'],
  [/^decoration-(?:\d+|auto|from-font)$/, 'text-decoration-thickness'],
  [/^decoration-/, 'text-decoration-color'],
  [/^backdrop-blur(?:-|$)/, 'backdrop-blur'],
  [/^blur(?:-|$)/, 'blur'],
  [/^\[([\w-]+):.+\]$/, 'arbitrary..$1'],
];

/** A box property's groups: the whole (`p`) overrides every side, `px` the left and right ones... */
function boxSides(whole: string, side: string): [string, string[]][] {
  return [
    [whole, ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((name) => side + name)],
    [`${side}x`, ['s', 'e', 'r', 'l'].map((name) => side + name)],
    [`${side}y`, ['t', 'b'].map((name) => side + name)],
  ];
}

/** A list of groups written `a b c`. */
const groups = (names: string) => names.split(' ');

/** Which other groups a class of a group overrides, beyond its own (tailwind-merge's conflicts). */
const OVERRIDES: ReadonlyMap<string, readonly string[]> = new Map([
  ['overflow', groups('overflow-x overflow-y')],
  ['overscroll', groups('overscroll-x overscroll-y')],
  ['inset', groups('inset-x inset-y start end top right bottom left')],
  ['inset-x', groups('start end right left')],
  ['inset-y', groups('top bottom')],
  ['flex', groups('basis grow shrink')],
  ['gap', groups('gap-x gap-y')],
  ['size', groups('w h')],
  ['font-size', groups('leading')],
  ['line-clamp', groups('display overflow')],
  ['border-spacing', groups('border-spacing-x border-spacing-y')],
  ['translate-none', groups('translate-x translate-y translate-z')],
  ['rounded-', groups('s e t r b l ss se ee es tl tr br bl').map((corner) => `rounded-${corner}`)],
  ['rounded-s', groups('rounded-ss rounded-es')],
  ['rounded-e', groups('rounded-se rounded-ee')],
  ['rounded-t', groups('rounded-tl rounded-tr')],
  ['rounded-r', groups('rounded-tr rounded-br')],
  ['rounded-b', groups('rounded-br rounded-bl')],
  ['rounded-l', groups('rounded-tl rounded-bl')],
  ...boxSides('p', 'p'),
  ...boxSides('m', 'm'),
  ...boxSides('scroll-m', 'scroll-m'),
  ...boxSides('scroll-p', 'scroll-p'),
  ...boxSides('border-w-', 'border-w-'),
  ...boxSides('border-color', 'border-color-'),
]);

/** Modifiers whose place matters (tailwind-merge sorts the others, they mean the same in any order). */
const ORDERED_MODIFIERS = new Set(
  groups(
    '* ** after backdrop before details-content file first-letter first-line marker placeholder selection',
  ),
);

function sortModifiers(modifiers: string[]): string[] {
  const result: string[] = [];
  let segment: string[] = [];
  for (const modifier of modifiers) {
    if (modifier.startsWith('[') || ORDERED_MODIFIERS.has(modifier)) {
      result.push(...segment.sort(), modifier);
      segment = [];
    } else segment.push(modifier);
  }
  return [...result, ...segment.sort()];
}

/** A class's modifiers (`md:`, `hover:`...), whether it is important, its utility and its `/` postfix. */
function parseClass(className: string) {
  const modifiers: string[] = [];
  let depth = 0;
  let start = 0;
  let postfix = -1;
  for (let index = 0; index < className.length; index += 1) {
    const char = className[index];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (depth === 0 && char === ':') {
      modifiers.push(className.slice(start, index));
      start = index + 1;
    } else if (depth === 0 && char === '/') postfix = index;
  }
  let utility = className.slice(start);
  let important = false;
  if (utility.endsWith('!')) {
    utility = utility.slice(0, -1);
    important = true;
  } else if (utility.startsWith('!')) {
    utility = utility.slice(1);
    important = true;
  }
  const postfixAt = postfix > start ? postfix - start - (className[start] === '!' ? 1 : 0) : -1;
  return { modifiers, important, utility, postfixAt };
}

function groupOf(utility: string): string | undefined {
  const bare = utility.startsWith('-') ? utility.slice(1) : utility;
  for (const [pattern, group] of GROUPS) {
    const match = pattern.exec(bare);
    if (match) return group.replace(/\$(\d)/g, (_, index: string) => match[Number(index)] ?? '');
  }
  return undefined;
}

/** The arbitrary text value's group: a length sets the font size, anything else the colour. */
function refineGroup(group: string, utility: string): string {
  if (group !== 'text-arbitrary') return group;
  return LENGTH.test(utility.slice(utility.indexOf('['))) ? 'font-size' : 'text-color';
}

/** The classes of a space-separated list, each dropped when a later class sets the same thing. */
export function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let index = classes.length - 1; index >= 0; index -= 1) {
    const className = classes[index];
    if (!className) continue;
    const { modifiers, important, utility, postfixAt } = parseClass(className);
    const base = postfixAt >= 0 ? utility.slice(0, postfixAt) : utility;
    const found = groupOf(base) ?? (postfixAt >= 0 ? groupOf(utility) : undefined);
    if (found === undefined) {
      kept.push(className);
      continue;
    }
    const group = refineGroup(found, base);
    const variant = sortModifiers(modifiers).join(':') + (important ? '!' : '');
    if (taken.has(`${variant}|${group}`)) continue;
    taken.add(`${variant}|${group}`);
    for (const overridden of OVERRIDES.get(group) ?? []) taken.add(`${variant}|${overridden}`);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
