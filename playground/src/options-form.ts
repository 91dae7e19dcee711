/** The rules options of a game as form controls, built from the game's own option specs. */
import { isExcluded, type AnyGame, type OptionSpec, type OptionsInput } from 'ludicore';

type Control = HTMLInputElement | HTMLSelectElement;

/** A game's options by name, with their specs. */
function specsOf(game: AnyGame): [string, OptionSpec][] {
  // The options of a game of unknown options type are still named by strings.
  const specs: Readonly<Record<string, OptionSpec>> = game.optionSpecs;
  return Object.entries(specs);
}

/** Fills `container` with one labelled control per option of `game`, showing `values`. */
export function renderOptions(container: HTMLElement, game: AnyGame, values: Readonly<Record<string, unknown>>): void {
  container.replaceChildren();
  for (const [name, spec] of specsOf(game)) {
    const label = document.createElement('label');
    label.className = `option option-${spec.type}`;
    label.title = spec.description;
    const control = controlFor(name, spec, values[name]);
    const caption = document.createElement('span');
    caption.textContent = name;
    if (spec.type === 'boolean') label.append(control, caption);
    else label.append(caption, control);
    const hint = document.createElement('small');
    hint.textContent = spec.description;
    label.append(hint);
    container.append(label);
  }
  // An option that does not apply under another's value (Agon's setup in the historical variant) is greyed out.
  const grey = (): void => {
    const read = readControls(container, game);
    for (const [name, spec] of specsOf(game)) {
      const control = container.querySelector<Control>(`[name="${name}"]`);
      if (control !== null) control.disabled = isExcluded(spec, read);
    }
  };
  container.onchange = grey;
  grey();
}

function controlFor(name: string, spec: OptionSpec, value: unknown): Control {
  switch (spec.type) {
    case 'boolean': {
      const input = document.createElement('input');
      input.type = 'checkbox';
      input.name = name;
      input.checked = typeof value === 'boolean' ? value : spec.default;
      return input;
    }
    case 'choice': {
      const select = document.createElement('select');
      select.name = name;
      for (const choice of spec.values) select.add(new Option(choice, choice));
      select.value = typeof value === 'string' ? value : spec.default;
      return select;
    }
    case 'integer': {
      const input = document.createElement('input');
      input.type = 'number';
      input.name = name;
      input.min = String(spec.min);
      input.step = '1';
      input.placeholder = 'off';
      input.value = typeof value === 'number' ? String(value) : '';
      return input;
    }
  }
}

/**
 * The options the controls show, as the game takes them. The library checks them: an integer
 * below its minimum is its `option/invalid` error, shown like any other.
 */
export function readOptions(container: HTMLElement, game: AnyGame): OptionsInput<unknown> {
  const options = readControls(container, game);
  for (const [name, spec] of specsOf(game)) if (isExcluded(spec, options)) delete options[name];
  return options;
}

/** Every control's value, as {@link readOptions} reads them before leaving out the options that do not apply. */
function readControls(container: HTMLElement, game: AnyGame): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const [name, spec] of specsOf(game)) {
    const control = container.querySelector<Control>(`[name="${name}"]`);
    if (control === null) continue;
    if (spec.type === 'boolean') options[name] = (control as HTMLInputElement).checked;
    else if (spec.type === 'choice') options[name] = control.value;
    else if (control.value.trim() !== '') options[name] = Number(control.value);
  }
  return options;
}
