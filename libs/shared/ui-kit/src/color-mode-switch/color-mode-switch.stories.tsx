import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColorMode } from '@shop/domain';
import { useState } from 'react';
import { BothModes, PhoneFrame } from '../lib/story-helpers';
import { ColorModeSwitch } from './color-mode-switch';

const meta = {
  title: 'UI Kit/ColorModeSwitch',
  component: ColorModeSwitch,
  args: { value: 'system', onChange: () => undefined },
} satisfies Meta<typeof ColorModeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

function Live() {
  const [mode, setMode] = useState<ColorMode>(
    () => (document.documentElement.dataset['colorMode'] as ColorMode) ?? 'light',
  );
  return (
    <ColorModeSwitch
      value={mode}
      onChange={(next) => {
        setMode(next);
        document.documentElement.dataset['colorMode'] = next;
      }}
    />
  );
}

/** Switches the whole preview, as the apps do with <html data-color-mode>. */
export const Live_: Story = { name: 'Live', render: () => <Live /> };

export const BothModesStory: Story = {
  name: 'Both modes',
  render: (args) => (
    <BothModes>
      <ColorModeSwitch {...args} />
    </BothModes>
  ),
};

export const OnPhone: Story = {
  render: (args) => (
    <PhoneFrame>
      <ColorModeSwitch {...args} value="dark" />
    </PhoneFrame>
  ),
};
