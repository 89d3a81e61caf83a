import { Trans, useT } from '@lobbykit/i18n';
import type { UseFormRegister } from 'react-hook-form';
import { Checkbox } from '../../primitives/checkbox/checkbox';
import type { RegisterFormValues } from './register-form-checks';

/** Props of {@link RegisterDeclarations}. */
export type RegisterDeclarationsProps = {
  register: UseFormRegister<RegisterFormValues>;
  declaredAge: number;
  /** The message under each box, when it is not ticked and the form was sent. */
  errorOf: (field: 'ageConfirmed' | 'termsAccepted') => string | undefined;
  /** Opens the terms over the form. */
  onOpenTerms: () => void;
};

/** The two declarations a player makes to register (SPEC §5): the age, and the terms with a link to read them. */
export function RegisterDeclarations({ register, declaredAge, errorOf, onOpenTerms }: RegisterDeclarationsProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <Checkbox
        label={t('age_confirm', { 0: declaredAge })}
        error={errorOf('ageConfirmed')}
        {...register('ageConfirmed')}
      />
      <Checkbox
        label={
          <Trans
            id="terms_agree"
            values={{
              // The terms open over the form, so nothing typed is lost on the way.
              terms: (chunks) => (
                <button
                  type="button"
                  onClick={onOpenTerms}
                  className="font-semibold text-text underline underline-offset-4 hover:text-accent-hover"
                >
                  {chunks}
                </button>
              ),
            }}
          />
        }
        error={errorOf('termsAccepted')}
        {...register('termsAccepted')}
      />
    </div>
  );
}
