import {
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import { Eye, EyeOff } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";

const inputClass =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-muted aria-[invalid=true]:border-red-700";

type Common = {
  meta: FieldMetadata<string | number | undefined>;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
};

export function FieldError({ meta }: { meta: FieldMetadata<unknown> }) {
  if (!meta.errors?.length) return null;
  return (
    <p id={meta.errorId} className="mt-1 text-sm font-medium text-red-700">
      {meta.errors[0]}
    </p>
  );
}

function Hint({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <p id={id} className="mt-1 text-sm text-muted">
      {children}
    </p>
  ) : null;
}

/** A labelled input with its hint and its error, wired for screen readers (aria-describedby). */
export function TextField({
  meta,
  label,
  hint,
  className = "",
  type = "text",
  ...rest
}: Common & {
  type?: "text" | "email" | "tel" | "url" | "number" | "date" | "search";
  autoComplete?: string;
  placeholder?: string;
  readOnly?: boolean;
  min?: number | string;
  max?: number | string;
  step?: number;
}) {
  const props = getInputProps(meta, { type, ariaDescribedBy: hint ? `${meta.id}-hint` : undefined });
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input {...props} key={props.key} {...rest} className={`${inputClass} read-only:bg-surface`} />
      <Hint id={`${meta.id}-hint`}>{hint}</Hint>
      <FieldError meta={meta} />
    </div>
  );
}

export function TextAreaField({
  meta,
  label,
  hint,
  className = "",
  rows = 4,
  ...rest
}: Common & { rows?: number; placeholder?: string; maxLength?: number }) {
  const props = getTextareaProps(meta, { ariaDescribedBy: hint ? `${meta.id}-hint` : undefined });
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea {...props} key={props.key} rows={rows} {...rest} className={inputClass} />
      <Hint id={`${meta.id}-hint`}>{hint}</Hint>
      <FieldError meta={meta} />
    </div>
  );
}

/** Password input with a show/hide toggle; the toggle appears once JavaScript can run it. */
export function PasswordField({
  meta,
  label,
  hint,
  className = "",
  autoComplete = "current-password",
  onValueChange,
}: Common & { autoComplete?: string; onValueChange?: (value: string) => void }) {
  const [visible, setVisible] = useState(false);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const props = getInputProps(meta, {
    type: visible ? "text" : "password",
    ariaDescribedBy: hint ? `${meta.id}-hint` : undefined,
  });
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          {...props}
          key={props.key}
          autoComplete={autoComplete}
          onInput={(e) => onValueChange?.(e.currentTarget.value)}
          className={`${inputClass} pr-12`}
        />
        {interactive && (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-controls={meta.id}
            className="absolute right-1 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-md text-muted hover:text-ink"
          >
            {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
            <span className="sr-only">{visible ? "Hide password" : "Show password"}</span>
          </button>
        )}
      </div>
      <Hint id={`${meta.id}-hint`}>{hint}</Hint>
      <FieldError meta={meta} />
    </div>
  );
}

export function CheckboxField({
  meta,
  label,
  className = "",
}: {
  meta: FieldMetadata<boolean | string | undefined>;
  label: ReactNode;
  className?: string;
}) {
  const props = getInputProps(meta, { type: "checkbox" });
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input {...props} key={props.key} className="mt-1 size-5 shrink-0 accent-brand-600" />
        <label htmlFor={meta.id} className="text-sm text-ink">
          {label}
        </label>
      </div>
      <FieldError meta={meta as FieldMetadata<unknown>} />
    </div>
  );
}

/** A labelled drop-down list; the first, empty choice reads as "nothing chosen yet". */
export function SelectField({
  meta,
  label,
  hint,
  className = "",
  options,
  placeholder = "Select…",
}: {
  meta: FieldMetadata<string | undefined>;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  options: readonly string[];
  placeholder?: string;
}) {
  const { key, ...props } = getSelectProps(meta, { ariaDescribedBy: hint ? `${meta.id}-hint` : undefined });
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <select key={key} {...props} className={inputClass}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <Hint id={`${meta.id}-hint`}>{hint}</Hint>
      <FieldError meta={meta as FieldMetadata<unknown>} />
    </div>
  );
}

type Choice = string | { value: string; label: string };

/**
 * Several checkboxes or radio buttons of one field, in a fieldset whose legend names the group.
 * The group's error is tied to the fieldset and to every input. Ids use the position, as option
 * texts hold spaces.
 */
function ChoiceGroup({
  type,
  meta,
  legend,
  hint,
  className = "",
  options,
  columns = 2,
}: {
  type: "checkbox" | "radio";
  meta: FieldMetadata<string[] | string | undefined>;
  legend: ReactNode;
  hint?: ReactNode;
  className?: string;
  options: readonly Choice[];
  columns?: 2 | 3;
}) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const values = options.map((o) => (typeof o === "string" ? o : o.value));
  const boxes = getCollectionProps(meta, { type, options: values, ariaDescribedBy: hintId });
  const describedBy = [meta.errors?.length ? meta.errorId : null, hintId].filter(Boolean).join(" ");
  return (
    <fieldset className={className} aria-describedby={describedBy || undefined}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <Hint id={`${meta.id}-hint`}>{hint}</Hint>
      <div className={`mt-2 grid gap-x-6 gap-y-2 ${columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
        {boxes.map(({ key, ...props }, index) => {
          const id = `${meta.id}-${index}`;
          const option = options[index]!;
          return (
            <div key={key} className="flex items-start gap-3">
              <input {...props} id={id} className="mt-1 size-5 shrink-0 accent-brand-600" />
              <label htmlFor={id} className="text-sm text-ink">
                {typeof option === "string" ? option : option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError meta={meta as FieldMetadata<unknown>} />
    </fieldset>
  );
}

type GroupProps = Omit<Parameters<typeof ChoiceGroup>[0], "type" | "meta">;

export function CheckboxGroupField(props: GroupProps & { meta: FieldMetadata<string[] | undefined> }) {
  return <ChoiceGroup type="checkbox" {...props} meta={props.meta as FieldMetadata<string[] | string | undefined>} />;
}

/** One choice of several, as radio buttons (each option may carry a label apart from its value). */
export function RadioGroupField(props: GroupProps & { meta: FieldMetadata<string | undefined> }) {
  return <ChoiceGroup type="radio" {...props} meta={props.meta as FieldMetadata<string[] | string | undefined>} />;
}

type Tone = "error" | "warning" | "success" | "info";
const tones: Record<Tone, string> = {
  error: "border-red-700 bg-red-50 text-red-900",
  warning: "border-amber-600 bg-amber-50 text-amber-950",
  success: "border-green-700 bg-green-50 text-green-900",
  info: "border-brand-600 bg-brand-50 text-brand-900",
};

/** A message about the whole form or page. Errors are announced at once; the rest politely. */
export function Notice({ tone, children, className = "" }: { tone: Tone; children: ReactNode; className?: string }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border-l-4 px-4 py-3 text-sm ${tones[tone]} ${className}`}
    >
      {children}
    </div>
  );
}
