CREATE TABLE "retention_runs" (
	"run_on" date PRIMARY KEY NOT NULL,
	"counts" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
