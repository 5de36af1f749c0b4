/**
 * The test provider's card form (B11): card number (spaces allowed), expiry MM/YY, CVC and name, with the
 * browser's autofill hints. Only the card number's digits go to the server; the other fields are checked
 * for shape here, as a real checkout would.
 */
import { useState, type FormEvent } from 'react';
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

export function CardForm({ payLabel, busy, onPay }: CardFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({ number: '', expiry: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = cardErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onPay(values.number.replace(/\D/g, ''));
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Card details">
      <TextField
        label="Card number"
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="4242 4242 4242 4242"
        value={values.number}
        onChange={set('number')}
        error={errors.number}
        hint="Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined. Any future expiry date and any CVC."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Expiry date (MM/YY)"
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          value={values.expiry}
          onChange={set('expiry')}
          error={errors.expiry}
        />
        <TextField
          label="CVC"
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          value={values.cvc}
          onChange={set('cvc')}
          error={errors.cvc}
        />
      </div>
      <TextField
        label="Name on card"
        name="ccname"
        autoComplete="cc-name"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <Button type="submit" size="tall" disabled={busy} aria-busy={busy || undefined}>
        {payLabel}
      </Button>
    </form>
  );
}
