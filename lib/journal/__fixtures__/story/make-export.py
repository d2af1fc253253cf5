#!/usr/bin/env python3
"""Writes a journal export stream (systemd's Journal Export Format) for the restart story.

Feed it to systemd-journal-remote, then read it back with the real journalctl:
  python3 make-export.py > story.export
  /lib/systemd/systemd-journal-remote --split-mode=none --output=DIR/story.journal - < story.export
  TZ=UTC journalctl --directory=DIR -o json > story.jsonl   (and -o short, short-iso, ...)
"""
import struct
import sys

BOOT = "5e1f6a7c0d2b4e8f9a1c3d5e7f9b0c2d"
MACHINE = "c1d2e3f4a5b60718293a4b5c6d7e8f90"
UNIT = "vllm-kimi-k25.service"
OLD_INV = "a1b2c3d4e5f60718293a4b5c6d7e8f90"
NEW_INV = "0b1c2d3e4f5061728394a5b6c7d8e9f0"
T0 = 1771630560_000000  # 2026-02-20T23:36:00Z in microseconds
MONO0 = 86_400_000_000

out = sys.stdout.buffer
n = 0


def field(key, value):
    data = value.encode() if isinstance(value, str) else value
    if b"\n" in data or any(b < 32 and b not in (9,) for b in data) or len(data) > 60000:
        out.write(key.encode() + b"\n" + struct.pack("<Q", len(data)) + data + b"\n")
    else:
        out.write(key.encode() + b"=" + data + b"\n")


def entry(offset_s, fields):
    global n
    n += 1
    field("__REALTIME_TIMESTAMP", str(T0 + int(offset_s * 1_000_000)))
    field("__MONOTONIC_TIMESTAMP", str(MONO0 + int(offset_s * 1_000_000)))
    field("_BOOT_ID", BOOT)
    field("_MACHINE_ID", MACHINE)
    field("_HOSTNAME", "llm-two")
    for k, v in fields.items():
        field(k, v)
    out.write(b"\n")


def systemd(offset_s, message, inv, message_id, **extra):
    entry(offset_s, {"_PID": "1", "_UID": "0", "_COMM": "systemd", "_TRANSPORT": "journal", "_SYSTEMD_UNIT": "init.scope",
                     "SYSLOG_IDENTIFIER": "systemd", "PRIORITY": extra.pop("PRIORITY", "6"), "UNIT": UNIT,
                     "INVOCATION_ID": inv, "MESSAGE_ID": message_id, **extra, "MESSAGE": message})


def vllm(offset_s, pid, inv, message, priority="6"):
    entry(offset_s, {"_PID": str(pid), "_UID": "1000", "_COMM": "python3.12", "_TRANSPORT": "stdout",
                     "_SYSTEMD_UNIT": UNIT, "_SYSTEMD_INVOCATION_ID": inv, "SYSLOG_IDENTIFIER": "python3.12",
                     "PRIORITY": priority, "MESSAGE": message})


systemd(0, f"Started {UNIT} - vLLM Kimi K2.5.", OLD_INV, "39f53479d3a045ac8e11786248231fbf", JOB_TYPE="start", JOB_RESULT="done")
vllm(5, 221343, OLD_INV, "(APIServer pid=221343) INFO 02-20 23:36:05 [api_server.py:1885] vLLM API server version 0.15.1")
vllm(21, 221343, OLD_INV, "(Worker_TP0 pid=221401) INFO 02-20 23:36:21 [gpu_model_runner.py:4128] Starting to load model /shared/kimi-k2.5-nvfp4...")
vllm(22, 221343, OLD_INV, "(Worker_TP0 pid=221401) ERROR 02-20 23:36:22 [sparse_utils.py:41] Failed to import SparseMatrix: No module named 'sparse_kernels'", "3")
vllm(29, 221343, OLD_INV, "(EngineCore_DP0 pid=221380) ERROR 02-20 23:36:29 [core.py:708] EngineCore failed to start.", "3")
vllm(29.1, 221343, OLD_INV, "(EngineCore_DP0 pid=221380) ERROR 02-20 23:36:29 [core.py:708] Traceback (most recent call last):", "3")
vllm(29.2, 221343, OLD_INV, "(EngineCore_DP0 pid=221380) ERROR 02-20 23:36:29 [core.py:708] RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)", "3")
vllm(30, 221343, OLD_INV, "(APIServer pid=221343) RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}", "3")
systemd(31, f"{UNIT}: Main process exited, code=exited, status=1/FAILURE", OLD_INV, "98e322203f7a4ed290d09fe03c09fe15", EXIT_CODE="exited", EXIT_STATUS="1", PRIORITY="5")
systemd(31.01, f"{UNIT}: Failed with result 'exit-code'.", OLD_INV, "d9b373ed55a64feb8242e02dbe79a49c", UNIT_RESULT="exit-code", PRIORITY="4")
systemd(91, f"{UNIT}: Scheduled restart job, restart counter is at 1.", OLD_INV, "5eb03494b6584870a536b337290809b3", N_RESTARTS="1")
systemd(91.01, f"Stopped {UNIT} - vLLM Kimi K2.5.", OLD_INV, "9d1aaa27d60140bd96365438aad20286", JOB_TYPE="restart", JOB_RESULT="done")
systemd(91.02, f"Started {UNIT} - vLLM Kimi K2.5.", NEW_INV, "39f53479d3a045ac8e11786248231fbf", JOB_TYPE="start", JOB_RESULT="done")
vllm(97, 222636, NEW_INV, "(APIServer pid=222636) \x1b[32mINFO\x1b[0m 02-20 23:37:37 [api_server.py:1885] vLLM API server version 0.15.1")
vllm(112, 222636, NEW_INV, "(Worker_TP0 pid=222701) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] Starting to load model /shared/kimi-k2.5-nvfp4...")
vllm(113, 222636, NEW_INV, "(Worker_TP0 pid=222701) ERROR 02-20 23:37:53 [sparse_utils.py:41] Failed to import SparseMatrix: No module named 'sparse_kernels'", "3")
vllm(175, 222636, NEW_INV, "Loading safetensors checkpoint shards:   0% Completed | 0/119 [00:00<?, ?it/s]\rLoading safetensors checkpoint shards:  12% Completed | 14/119 [01:03<07:55,  4.53s/it]")
vllm(176, 222636, NEW_INV, "(Worker_TP0 pid=222701) WARNING 02-20 23:38:56 [config.py:77] first line of a multi-line message\n  second line, indented\nthird line")
vllm(177, 222636, NEW_INV, b"(Worker_TP0 pid=222701) INFO 02-20 23:38:57 [weight_utils.py:9] bytes that are not UTF-8: \xff\xfe end")
vllm(178, 222636, NEW_INV, "(APIServer pid=222636) INFO 02-20 23:38:58 [api_server.py:1] " + "x" * 5000)
