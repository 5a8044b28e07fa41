import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { complianceCalendarLabels } from '../../content/complianceCalendar';
import { costCalculatorLabels } from '../../content/costCalculator';
import { stateCodes, stateFacts } from '../../content/stateCosts';
import { NativeSelectField, type NativeSelectFieldProps } from './NativeSelectField';
import { frame, framedPicture } from '../../../.storybook/framedStory';

/** The field as a form holds it: the value picked is the value shown. */
function Field(props: NativeSelectFieldProps) {
  const [value, setValue] = useState(props.value);
  const change = (next: string) => {
    setValue(next);
    props.onChange(next);
  };
  return <NativeSelectField {...props} value={value} onChange={change} />;
}

const states = stateCodes.map((code) => ({ value: code, label: stateFacts[code].name }));

const meta = {
  title: 'Patterns/NativeSelectField',
  tags: ['stable'],
  component: NativeSelectField,
  args: { id: 'story-state', label: costCalculatorLabels.form.state, value: 'WY', options: states, onChange: fn() },
  render: (args) => <Field {...args} />,
  // The width of one field in the cost calculator's two columns.
  decorators: [frame(360)],
  parameters: {
    visual: framedPicture,
    docs: {
      description: {
        component: `**What it is for.** A labelled choice from a list, as the device's own picker: the state and company type of *CostCalculator* and *ComplianceCalendar*. No menu code to load, and a phone shows its own wheel or sheet.

**When not to use it.** Two or three choices (a toggle group or radios show them at once), or a search through a long list where typing narrows it.

**Content rules.** A short label ("State"); options in the visitor's language. \`note\` says something about the value under the field, such as that a value from the address was not used (*WithNote*); with \`noteIsError\` it says what is wrong and marks the field (*WithError*).

**Keyboard and screen reader.** A native select named by its label; the note is its description. Arrow keys change the value, and the browser's own list opens with Alt+Down or Space.

**Do / Don't.**
- Do: show the value actually used and say why in the note, as in *WithNote*.
- Don't: use it for two or three choices side by side; a toggle group shows them at once.

**Status.** Stable. Plays pick a value in each story; every story photographed in both schemes.`,
      },
    },
  },
} satisfies Meta<typeof NativeSelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByRole('combobox', { name: label });

/** A state chosen; picking another changes the value. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = field(canvasElement, args.label);
    await expect(select).toHaveValue('WY');
    await userEvent.selectOptions(select, 'DE');
    await expect(args.onChange).toHaveBeenCalledWith('DE');
    await expect(select).toHaveValue('DE');
    await userEvent.selectOptions(select, 'WY');
    select.blur();
  },
};

/** The address asked for a state the calculator has no figures for: the note says which one is shown instead. */
export const WithNote: Story = {
  args: { id: 'story-noted', note: costCalculatorLabels.problems.unknownState('Ontario', 'WY') },
  play: async ({ canvasElement, args }) => {
    const select = field(canvasElement, args.label);
    await expect(select).toHaveAccessibleDescription(args.note!);
    await expect(select).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** The note says what is wrong: the field and its note take the error colour. */
export const WithError: Story = {
  args: { id: 'story-error', label: complianceCalendarLabels.state, note: complianceCalendarLabels.unknownState('Ontario'), noteIsError: true },
  play: async ({ canvasElement, args }) => {
    const select = field(canvasElement, args.label);
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(args.note!);
  },
};
