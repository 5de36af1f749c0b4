/**
 * The test provider's card form (B11): card number (spaces allowed), expiry MM/YY, CVC and name, with the
 * browser's autofill hints. Only the card number's digits go to the server; the other fields are checked
 * for shape here, as a real checkout would.
 */
import { useForm, type FieldPath } from 'react-hook-form';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';

interface CardFormProps {
  payLabel: string;
  busy: boolean;
  onPay: (cardDigits: string) => void;
}

type Field = 'number' | 'expiry' | 'cvc' | 'name';

export function cardErrors(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const digits = values.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) errors.number = 'Enter the card number (12 to 19 digits).';
  if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(values.expiry.trim()))
    errors.expiry = 'Enter the expiry date as MM/YY.';
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code.';
  if (!values.name.trim()) errors.name = 'Enter the name on the card.';
  return errors;
}

/** The form's fields under the inputs' names, which the browser's autofill reads. */
interface CardValues {
  cardnumber: string;
  'cc-exp': string;
  cvc: string;
  ccname: string;
}

const toCard = (v: CardValues): Record<Field, string> => ({
  number: v.cardnumber,
  expiry: v['cc-exp'],
  cvc: v.cvc,
  name: v.ccname,
});

export function CardForm({ payLabel, busy, onPay }: CardFormProps) {
  const { register, handleSubmit, clearErrors, formState } = useForm<CardValues>({
    ...FORM_OPTIONS,
    defaultValues: { cardnumber: '', 'cc-exp': '', cvc: '', ccname: '' },
  });
  const { errors } = formState;
  // Each field's check (one pure function for the four); a field's message goes as soon as it is edited.
  const field = (name: FieldPath<CardValues>, check: Field) =>
    register(name, {
      validate: (_value, values) => cardErrors(toCard(values))[check] ?? true,
      onChange: () => clearErrors(name),
    });
  const submit = handleSubmit((values) => onPay(values.cardnumber.replace(/\D/g, '')));
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Card details">
      <TextField
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="4242 4242 4242 4242"
        error={errors.cardnumber?.message}
        {...field('cardnumber', 'number')}
        hint="Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined. Any future expiry date and any CVC."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Expiry date (MM/YY)"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          error={errors['cc-exp']?.message}
          {...field('cc-exp', 'expiry')}
        />
        <TextField
          label="CVC"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          error={errors.cvc?.message}
          {...field('cvc', 'cvc')}
        />
      </div>
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        error={errors.ccname?.message}
        {...field('ccname', 'name')}
      />
      <Button type="submit" size="tall" disabled={busy} aria-busy={busy || undefined}>
        {payLabel}
      </Button>
    </form>
  );
}
