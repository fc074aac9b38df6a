import { cloneElement, isValidElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';

type SlotProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };

function setRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * Renders its one child element with the slot's props merged in (what `asChild` does): the
 * child's own props win, except that both class names are kept, both styles merged (the child's
 * on top), both event handlers called (the child's first) and both refs set. The same rules as
 * Radix's Slot, in a few lines: the button (and so every page) uses it.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps & { children?: ReactNode }) {
  if (!isValidElement<Record<string, unknown>>(children)) return null;
  const childProps = children.props;
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps) as [string, unknown][]) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        (childValue as (...values: unknown[]) => void)(...args);
        (slotValue as (...values: unknown[]) => void)(...args);
      };
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as object), ...(childValue as object | undefined) };
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    }
  }
  const childRef = childProps['ref'] as Ref<HTMLElement> | undefined;
  if (ref || childRef) {
    merged['ref'] = (node: HTMLElement | null) => {
      setRef(ref, node);
      setRef(childRef, node);
    };
  }
  return cloneElement(children, merged);
}
