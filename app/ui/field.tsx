import { Eye, EyeOff } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";
import { useShellT } from "./shell-text";
import type { FieldMeta } from "./use-schema-form";

/** Any field's metadata, whatever its value's type. */
type Meta = FieldMeta;

/**
 * The attributes every control of a field carries, as Conform's helpers wrote them: id, name,
 * required, and aria-invalid / aria-describedby pointing at the message (then the hint) once the
 * server rejected the value.
 */
function controlProps(meta: Meta, describedBy?: string) {
  const invalid = meta.errors !== undefined;
  const description = invalid ? `${meta.errorId} ${describedBy ?? ""}`.trim() : describedBy;
  return {
    id: meta.id,
    name: meta.name,
    ...(meta.required ? { required: true } : {}),
    ...(invalid ? { "aria-invalid": true } : {}),
    ...(description ? { "aria-describedby": description } : {}),
  };
}

const textValue = (value: unknown) =>
  typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : undefined;

function inputProps(meta: Meta, type: string, describedBy?: string) {
  if (type === "checkbox" || type === "radio")
    return { ...controlProps(meta, describedBy), type, value: "on", defaultChecked: meta.initialValue === "on" };
  const defaultValue = typeof meta.initialValue === "string" ? meta.initialValue : undefined;
  return { ...controlProps(meta, describedBy), type, ...(defaultValue !== undefined ? { defaultValue } : {}) };
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-muted aria-[invalid=true]:border-red-700";

type Common = {
  meta: Meta;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
};

export function FieldError({ meta }: { meta: Meta }) {
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
  onValueChange,
  ...rest
}: Common & {
  type?: "text" | "email" | "tel" | "url" | "number" | "date" | "month" | "time" | "datetime-local" | "search";
  autoComplete?: string;
  placeholder?: string;
  readOnly?: boolean;
  min?: number | string;
  max?: number | string;
  step?: number;
  inputMode?: "numeric" | "decimal" | "tel" | "email" | "text";
  onValueChange?: (value: string) => void;
}) {
  const props = inputProps(meta, type, hint ? `${meta.id}-hint` : undefined);
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        {...props}
        key={meta.key}
        {...rest}
        onInput={onValueChange && ((e) => onValueChange(e.currentTarget.value))}
        className={`${inputClass} read-only:bg-surface`}
      />
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
  onValueChange,
  ...rest
}: Common & { rows?: number; placeholder?: string; maxLength?: number; onValueChange?: (value: string) => void }) {
  const props = controlProps(meta, hint ? `${meta.id}-hint` : undefined);
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        {...props}
        key={meta.key}
        defaultValue={textValue(meta.initialValue)}
        rows={rows}
        onInput={onValueChange && ((e) => onValueChange(e.currentTarget.value))}
        {...rest}
        className={inputClass}
      />
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
  const interactive = useHydrated();
  // The shell's words, in the page's language: the enhance script only switches which state is shown.
  const t = useShellT();
  const props = inputProps(meta, visible ? "text" : "password", hint ? `${meta.id}-hint` : undefined);
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          {...props}
          key={meta.key}
          autoComplete={autoComplete}
          onInput={(e) => onValueChange?.(e.currentTarget.value)}
          className={`${inputClass} pr-12`}
        />
        {/* The server draws it hidden; React, or the "password-toggle" enhance script on a page
            without React (ADR 0024), shows it. Both states are in the HTML, one hidden. */}
        <button
          type="button"
          hidden={!interactive}
          data-password-toggle
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={meta.id}
          className="absolute right-1 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-md text-muted hover:text-ink"
        >
          <span className="contents" hidden={visible} data-password-concealed>
            <Eye aria-hidden className="size-5" />
            <span className="sr-only">{t("field.showPassword")}</span>
          </span>
          <span className="contents" hidden={!visible} data-password-shown>
            <EyeOff aria-hidden className="size-5" />
            <span className="sr-only">{t("field.hidePassword")}</span>
          </span>
        </button>
      </div>
      <Hint id={`${meta.id}-hint`}>{hint}</Hint>
      <FieldError meta={meta} />
    </div>
  );
}

/**
 * A labelled file input (an advisor's photo). The browser never gets the file back with the
 * messages: after a refusal the person chooses it again, the hint says what is accepted.
 */
export function FileField({ meta, label, hint, className = "", accept }: Common & { accept: string }) {
  const props = controlProps(meta, hint ? `${meta.id}-hint` : undefined);
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input {...props} key={meta.key} type="file" accept={accept} className={`${inputClass} file:mr-3`} />
      <Hint id={`${meta.id}-hint`}>{hint}</Hint>
      <FieldError meta={meta} />
    </div>
  );
}

export function CheckboxField({ meta, label, className = "" }: { meta: Meta; label: ReactNode; className?: string }) {
  const props = inputProps(meta, "checkbox");
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input {...props} key={meta.key} className="mt-1 size-5 shrink-0 accent-brand-600" />
        <label htmlFor={meta.id} className="text-sm text-ink">
          {label}
        </label>
      </div>
      <FieldError meta={meta} />
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
  meta: Meta;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  /** A value shown as it is, or a stored value with its label in the page's language. */
  options: readonly Choice[];
  placeholder?: string;
}) {
  const props = controlProps(meta, hint ? `${meta.id}-hint` : undefined);
  const initial = meta.initialValue;
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        key={meta.key}
        {...props}
        defaultValue={typeof initial === "string" || typeof initial === "number" ? String(initial) : undefined}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
      <Hint id={`${meta.id}-hint`}>{hint}</Hint>
      <FieldError meta={meta} />
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
  meta: Meta;
  legend: ReactNode;
  hint?: ReactNode;
  className?: string;
  options: readonly Choice[];
  columns?: 2 | 3;
}) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const values = options.map((o) => (typeof o === "string" ? o : o.value));
  const initial = meta.initialValue;
  const boxes = values.map((value) => ({
    ...controlProps(meta, hintId),
    // A group of checkboxes is not "required" box by box: at least one is, which the legend says.
    required: type === "radio" && meta.required ? true : undefined,
    key: `${meta.key}${value}`,
    type,
    value,
    defaultChecked: type === "checkbox" && Array.isArray(initial) ? initial.includes(value) : initial === value,
  }));
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
      <FieldError meta={meta} />
    </fieldset>
  );
}

type GroupProps = Omit<Parameters<typeof ChoiceGroup>[0], "type" | "meta">;

export function CheckboxGroupField(props: GroupProps & { meta: Meta }) {
  return <ChoiceGroup type="checkbox" {...props} />;
}

/** One choice of several, as radio buttons (each option may carry a label apart from its value). */
export function RadioGroupField(props: GroupProps & { meta: Meta }) {
  return <ChoiceGroup type="radio" {...props} />;
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
