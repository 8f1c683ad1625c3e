import { useRef, type KeyboardEvent } from 'react';

type Option<T> = { value: T; disabled?: boolean };

/**
 * Arrow-key selection for radiogroup/tablist widgets: one tab stop, arrows (and Home/End) move
 * to the next enabled option, select it and move focus, wrapping at the ends (WAI-ARIA APG).
 */
export function useRovingSelection<T extends string>(
  options: readonly Option<T>[],
  value: T,
  onChange: (value: T) => void,
) {
  const refs = useRef<(HTMLElement | null)[]>([]);

  const move = (from: number, step: 1 | -1) => {
    for (let i = 1; i <= options.length; i += 1) {
      const index = (from + step * i + options.length * i) % options.length;
      if (!options[index]?.disabled) return index;
    }
    return from;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    let next: number | undefined;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = move(index, 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        next = move(index, -1);
        break;
      case 'Home':
        next = move(-1 + options.length, 1);
        break;
      case 'End':
        next = move(0, -1);
        break;
      default:
        return;
    }
    event.preventDefault();
    const option = options[next];
    if (!option) return;
    refs.current[next]?.focus();
    if (option.value !== value) onChange(option.value);
  };

  const selectedIndex = options.findIndex((option) => option.value === value);
  // With no (valid) selection the first enabled option takes the tab stop.
  const tabStop = selectedIndex >= 0 ? selectedIndex : options.findIndex((option) => !option.disabled);

  const itemProps = (index: number) => ({
    ref: (element: HTMLElement | null) => {
      refs.current[index] = element;
    },
    tabIndex: index === tabStop ? 0 : -1,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index),
  });

  return { itemProps };
}
