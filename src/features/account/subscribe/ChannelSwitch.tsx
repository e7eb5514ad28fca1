import { Loader } from '@/shared/ui/mantine/feedback';
import { Switch } from '@/shared/ui/mantine/fields';
import type { ReactNode } from 'react';
import type { PreferenceKey } from './preference-rules';
import classes from './subscribe.module.css';

const SWITCH_CLASSES = {
  body: classes.switchBody,
  labelWrapper: classes.switchLabelWrapper,
  label: classes.switchLabel,
  description: classes.switchDescription,
};

export interface ChannelSwitchProps {
  id: PreferenceKey;
  label: string;
  /** One line under the label: what this channel sends, and where. */
  description: ReactNode;
  checked: boolean;
  disabled: boolean;
  /** This switch's change is on its way to the server. */
  saving: boolean;
  onToggle: (on: boolean) => void;
  /** Notices that belong to this channel (shown under it). */
  children?: ReactNode;
}

/** One preference: a labelled switch with its description, and any notice about it. */
export function ChannelSwitch({ id, label, description, checked, disabled, saving, onToggle, children }: ChannelSwitchProps) {
  // The switch is named by its label alone; the description is read after it.
  const descriptionId = `pref-${id}-description`;
  return (
    <div className={classes.row} data-testid={`pref-${id}`} data-checked={checked}>
      <Switch
        size="md"
        labelPosition="left"
        label={label}
        description={<span id={descriptionId}>{description}</span>}
        aria-label={label}
        aria-describedby={descriptionId}
        checked={checked}
        disabled={disabled}
        aria-busy={saving || undefined}
        thumbIcon={saving ? <Loader size={10} color="var(--app-primary)" /> : undefined}
        onChange={(event) => onToggle(event.currentTarget.checked)}
        classNames={SWITCH_CLASSES}
      />
      {children}
    </div>
  );
}
