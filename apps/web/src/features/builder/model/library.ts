import { BLOCK_CATEGORIES, BLOCKS, type BlockCategory, type BlockDefinition } from '@stratblocks/engine';

export interface LibraryGroup {
  name: string;
  blocks: BlockDefinition[];
}

export interface LibraryCategory {
  name: BlockCategory;
  groups: LibraryGroup[];
}

/**
 * The library's tree: categories, then groups, in the catalogue's order. The search is a
 * case-insensitive substring of the block name; categories and groups without a match are hidden.
 */
export function libraryTree(search: string): LibraryCategory[] {
  const needle = search.trim().toLowerCase();
  const matching = (BLOCKS as readonly BlockDefinition[]).filter(
    (block) => needle === '' || block.name.toLowerCase().includes(needle),
  );
  return BLOCK_CATEGORIES.map((category) => {
    const groups: LibraryGroup[] = [];
    for (const block of matching) {
      if (block.category !== category) continue;
      const group = groups.find((item) => item.name === block.group);
      if (group) group.blocks.push(block);
      else groups.push({ name: block.group, blocks: [block] });
    }
    return { name: category, groups };
  }).filter((category) => category.groups.length > 0);
}
