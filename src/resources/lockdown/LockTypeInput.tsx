import { RadioButtonGroupInput } from 'react-admin';
import { LOCK_TYPES } from '../../rules/schemas/lockdown';
import { enumChoices } from '../../components/choices';
import { LockTypeOption } from './LockTypeOption';

export const lockTypeChoices = enumChoices('lockdown', 'types', LOCK_TYPES);

/** Soft or hard, each with its explanation beside the radio. */
export const LockTypeInput = () => <RadioButtonGroupInput source="type" choices={lockTypeChoices} optionText={<LockTypeOption />} row={false} />;
