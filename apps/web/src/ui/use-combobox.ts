import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';

export interface ComboboxOptions<Item> {
  /** The suggestions, in the order shown. */
  items: readonly Item[];
  /** Whether the list has something to show once open (suggestions, or a "nothing found" line). */
  hasList: boolean;
  onChoose: (item: Item) => void;
  /** A stable key of an item, for the options' ids. */
  keyOf: (item: Item) => string | number;
}

/**
 * One behaviour for a text field with a list of suggestions (WAI-ARIA combobox, list autocomplete):
 * typing or focusing opens the list, arrows move the active option, Enter chooses it, Escape and
 * leaving the field close it. A press on the list keeps the focus in the field (its default is
 * prevented), so a click lands on its option before anything closes: no delay on blur.
 */
export function useCombobox<Item>({ items, hasList, onChoose, keyOf }: ComboboxOptions<Item>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const showList = open && hasList;
  const optionId = (item: Item) => `${listId}-${String(keyOf(item))}`;
  const activeItem = showList ? items[active] : undefined;

  const choose = (item: Item) => {
    setOpen(false);
    onChoose(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.max(0, Math.min(items.length - 1, index + 1)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(0, index - 1));
    } else if (event.key === 'Enter' && activeItem !== undefined) {
      event.preventDefault();
      choose(activeItem);
    } else if (event.key === 'Escape') setOpen(false);
  };

  const keepFocus = (event: MouseEvent) => {
    event.preventDefault();
  };

  return {
    showList,
    active,
    /** Call when the text changes: the list opens on its first suggestion. */
    typed: () => {
      setActive(0);
      setOpen(true);
    },
    inputProps: {
      role: 'combobox' as const,
      'aria-expanded': showList,
      'aria-controls': listId,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': activeItem === undefined ? undefined : optionId(activeItem),
      autoComplete: 'off',
      onFocus: () => {
        setOpen(true);
      },
      onBlur: () => {
        setOpen(false);
      },
      onKeyDown,
    },
    listProps: { id: listId, role: 'listbox' as const, onMouseDown: keepFocus },
    optionProps: (item: Item, index: number) => ({
      id: optionId(item),
      role: 'option' as const,
      'aria-selected': index === active,
      onMouseDown: (event: MouseEvent) => {
        event.preventDefault();
        choose(item);
      },
      onMouseEnter: () => {
        setActive(index);
      },
    }),
  };
}
