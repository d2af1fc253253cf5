import json, datetime, sys, hashlib

UNIT = 'vllm-kimi-k25.service'
HOST = 'llm-two'
BOOT = '6f1c2d9e8a7b4c3d9e0f1a2b3c4d5e6f'
MACHINE = '0b9e2f7c1d3a4e5f8a6b7c9d0e1f2a3b'
DESC = 'Kimi K2.5 NVFP4 (vLLM)'
VENV = '/opt/vllm/.venv/lib/python3.12/site-packages'
MODEL = '/shared/kimi-k2.5-nvfp4'

out = []
seqnum = [0x1a2b00]
mono = [912_345_678_901]

def us(hms, frac=0):
    d = datetime.datetime(2026, 2, 20, *map(int, hms.split(':')), tzinfo=datetime.timezone.utc)
    return int(d.timestamp()) * 1_000_000 + frac

def cursor(ts):
    seqnum[0] += 1
    return f"s=3c5e7a9b1d2f4e6a8c0b2d4f6e8a0c2e;i={seqnum[0]:x};b={BOOT};m={mono[0]:x};t={ts:x};x={hashlib.md5(str(seqnum[0]).encode()).hexdigest()[:16]}"

def base(ts):
    mono[0] += 1000
    return {'__CURSOR': cursor(ts), '__REALTIME_TIMESTAMP': str(ts), '__MONOTONIC_TIMESTAMP': str(mono[0]),
            '_BOOT_ID': BOOT, '_MACHINE_ID': MACHINE, '_HOSTNAME': HOST}

def systemd(ts, msg, inv, mid, prio='6', **extra):
    e = base(ts)
    e.update({'PRIORITY': prio, 'SYSLOG_FACILITY': '3', 'SYSLOG_IDENTIFIER': 'systemd', '_PID': '1', '_UID': '0', '_GID': '0',
              '_COMM': 'systemd', '_EXE': '/usr/lib/systemd/systemd', '_CMDLINE': '/sbin/init', '_TRANSPORT': 'journal',
              '_SYSTEMD_CGROUP': '/init.scope', '_SYSTEMD_UNIT': 'init.scope', '_SYSTEMD_SLICE': '-.slice',
              'CODE_FILE': 'src/core/unit.c', 'CODE_FUNC': 'unit_log_success', 'UNIT': UNIT, 'INVOCATION_ID': inv,
              'MESSAGE_ID': mid, 'MESSAGE': msg})
    e.update(extra)
    out.append(e)

def proc(ts, pid, inv, msg, prio='6', tagged=True):
    e = base(ts)
    e.update({'PRIORITY': prio, 'SYSLOG_FACILITY': '3', 'SYSLOG_IDENTIFIER': 'vllm', '_PID': str(pid), '_UID': '998', '_GID': '998',
              '_COMM': 'vllm', '_EXE': '/usr/bin/python3.12', '_CMDLINE': f'/opt/vllm/.venv/bin/python3 /opt/vllm/.venv/bin/vllm serve {MODEL} --tensor-parallel-size 8',
              '_TRANSPORT': 'stdout', '_STREAM_ID': hashlib.md5(inv.encode()).hexdigest(), 'MESSAGE': msg})
    if tagged:
        e.update({'_SYSTEMD_CGROUP': f'/system.slice/{UNIT}', '_SYSTEMD_UNIT': UNIT, '_SYSTEMD_SLICE': 'system.slice', '_SYSTEMD_INVOCATION_ID': inv})
    out.append(e)

def stamp(hms): return '02-20 ' + hms

def vl(role, vpid, level, hms, src, text):
    pre = f'({role} pid={vpid}) ' if role else ''
    return f'{pre}{level} {stamp(hms)} [{src}] {text}'

FLASH_TB = [
  "Traceback (most recent call last):",
  f'  File "{VENV}/vllm/v1/executor/multiproc_executor.py", line 716, in worker_main',
  "    worker = WorkerProc(*args, **kwargs)",
  "             ^^^^^^^^^^^^^^^^^^^^^^^^^^^",
  f'  File "{VENV}/vllm/v1/executor/multiproc_executor.py", line 553, in __init__',
  "    self.worker.load_model()",
  f'  File "{VENV}/vllm/v1/worker/gpu_worker.py", line 274, in load_model',
  "    self.model_runner.load_model(eep_scale_up=eep_scale_up)",
  f'  File "{VENV}/vllm/v1/worker/gpu_model_runner.py", line 4135, in load_model',
  "    self.model = model_loader.load_model(",
  "                 ^^^^^^^^^^^^^^^^^^^^^^^^^",
  f'  File "{VENV}/vllm/model_executor/model_loader/base_loader.py", line 56, in load_model',
  "    process_weights_after_loading(model, model_config, target_device)",
  f'  File "{VENV}/vllm/model_executor/layers/quantization/modelopt.py", line 1432, in process_weights_after_loading',
  "    from flashinfer import fp4_quantize",
  f'  File "{VENV}/flashinfer/__init__.py", line 25, in <module>',
  "    from .activation import gelu_and_mul as gelu_and_mul",
  f'  File "{VENV}/flashinfer/jit/env.py", line 94, in <module>',
  "    FLASHINFER_CUBIN_DIR: pathlib.Path = _get_cubin_dir()",
  "                                         ^^^^^^^^^^^^^^^^",
  f'  File "{VENV}/flashinfer/jit/env.py", line 76, in _get_cubin_dir',
  "    raise RuntimeError(",
  "RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4). Please install the same version of both packages. Set FLASHINFER_DISABLE_VERSION_CHECK=1 to bypass this check.",
]
ENGINE_TB = [
  "Traceback (most recent call last):",
  f'  File "{VENV}/vllm/v1/engine/core.py", line 857, in run_engine_core',
  "    engine_core = EngineCoreProc(*args, **kwargs)",
  "                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
  f'  File "{VENV}/vllm/v1/engine/core.py", line 631, in __init__',
  "    super().__init__(",
  f'  File "{VENV}/vllm/v1/engine/core.py", line 102, in __init__',
  "    self.model_executor = executor_class(vllm_config)",
  "                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^",
  f'  File "{VENV}/vllm/v1/executor/multiproc_executor.py", line 172, in _init_executor',
  "    self.workers = WorkerProc.wait_for_ready(unready_workers)",
  "                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
  f'  File "{VENV}/vllm/v1/executor/multiproc_executor.py", line 680, in wait_for_ready',
  "    raise e from None",
  "Exception: WorkerProc initialization failed due to an exception in a background process. See stack trace for root cause.",
]
API_TB = [
  "Traceback (most recent call last):",
  f'  File "/opt/vllm/.venv/bin/vllm", line 10, in <module>',
  "    sys.exit(main())",
  "             ^^^^^^",
  f'  File "{VENV}/vllm/entrypoints/openai/api_server.py", line 225, in build_async_engine_client_from_engine_args',
  "    async_llm = AsyncLLM.from_vllm_config(",
  "                ^^^^^^^^^^^^^^^^^^^^^^^^^^",
  f'  File "{VENV}/vllm/v1/engine/core_client.py", line 448, in __init__',
  "    with launch_core_engines(vllm_config, executor_class,",
  "         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
  "  File \"/usr/lib/python3.12/contextlib.py\", line 144, in __exit__",
  "    next(self.gen)",
  f'  File "{VENV}/vllm/v1/engine/utils.py", line 785, in wait_for_engine_startup',
  "    raise RuntimeError(\"Engine core initialization failed. \"",
  "RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}",
]
SPARSE = "Failed to import SparseMatrix from vllm.model_executor.layers.fused_moe.sparse: No module named 'vllm._sparse_C'"

def startup(inv, main, core, workers, t0, load_hms, offs=(4, 9, 11, 14, 15, 17)):
    # t0: 'HH:MM:SS' of Started
    def T(hms, f=0): return us(hms, f)
    systemd(T(t0, 200000), f'Started {UNIT} - {DESC}.', inv, '39f53479d3a045ac8e11786248231fbf', JOB_TYPE='start', JOB_RESULT='done')
    h, m, s = map(int, t0.split(':'))
    def at(sec):
        tt = h*3600+m*60+s+sec
        return f'{tt//3600:02d}:{tt%3600//60:02d}:{tt%60:02d}'
    proc(T(at(offs[0]), 120001), main, inv, vl('APIServer', main, 'INFO', at(offs[0]), 'api_server.py:1839', 'vLLM API server version 0.15.1'))
    proc(T(at(offs[0]), 121877), main, inv, vl('APIServer', main, 'INFO', at(offs[0]), 'utils.py:253', f"non-default args: {{'model_tag': '{MODEL}', 'host': '0.0.0.0', 'port': 8000, 'model': '{MODEL}', 'trust_remote_code': True, 'max_model_len': 131072, 'tensor_parallel_size': 8, 'gpu_memory_utilization': 0.92}}"))
    proc(T(at(offs[1]), 334120), main, inv, vl('APIServer', main, 'INFO', at(offs[1]), 'model.py:547', 'Resolved architecture: KimiK25ForConditionalGeneration'))
    proc(T(at(offs[2]), 502311), main, inv, vl('EngineCore_DP0', core, 'INFO', at(offs[2]), 'core.py:93', f"Initializing a V1 LLM engine (v0.15.1) with config: model='{MODEL}', speculative_config=None, tokenizer='{MODEL}', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, trust_remote_code=True, dtype=torch.bfloat16, max_seq_len=131072, download_dir=None, load_format=auto, tensor_parallel_size=8, pipeline_parallel_size=1, data_parallel_size=1, disable_custom_all_reduce=False, quantization=modelopt_fp4, enforce_eager=False, kv_cache_dtype=auto, device_config=cuda"))
    proc(T(at(offs[2]), 512001), main, inv, vl('EngineCore_DP0', core, 'WARNING', at(offs[2]), 'multiproc_executor.py:921', 'Reducing Torch parallelism from 112 threads to 1 to avoid unnecessary CPU contention. Set OMP_NUM_THREADS in the external environment to tune this value as needed.'))
    for r, wp in enumerate(workers):
        proc(T(at(offs[3]), 400000 + r*7311), main, inv, vl(f'Worker_TP{r}', wp, 'INFO', at(offs[3]), 'parallel_state.py:1234', f'world_size=8 rank={r} local_rank={r} distributed_init_method=tcp://127.0.0.1:43117 backend=nccl'))
    for r, wp in enumerate(workers):
        proc(T(at(offs[4]), 100000 + r*5123), main, inv, vl(f'Worker_TP{r}', wp, 'INFO', at(offs[4]), 'pynccl.py:111', 'vLLM is using nccl==2.27.7'))
    for r, wp in enumerate(workers):
        proc(T(at(offs[5]), 200000 + r*4111), main, inv, vl(f'Worker_TP{r}', wp, 'ERROR', at(offs[5]), 'fused_moe.py:88', SPARSE), prio='6')
    for r, wp in enumerate(workers):
        proc(T(load_hms, 300000 + r*3001), main, inv, vl(f'Worker_TP{r}', wp, 'INFO', load_hms, 'gpu_model_runner.py:4128', f'Starting to load model {MODEL}...'))
    return at

def tb(ts, main, inv, role, vpid, hms, src, lines, head=None):
    items = []
    if head: items.append(vl(role, vpid, 'ERROR', hms, src, head))
    items += [vl(role, vpid, 'ERROR', hms, src, l) for l in lines]
    return [(ts + i*37, main, inv, m) for i, m in enumerate(items)]

def old_attempt(invA='a3f1c2d4e5b64f7a8b9c0d1e2f3a4b5c'):
    main, core = 221343, 221480
    workers = [221590 + r for r in range(8)]
    startup(invA, main, core, workers, '23:36:00', '23:36:21')
    # shard progress at first (workers load, TP0 prints progress)
    proc(us('23:36:29', 10000), main, invA, '(Worker_TP0 pid=221590) ')
    proc(us('23:36:29', 10400), main, invA, 'Loading safetensors checkpoint shards:   0% Completed | 0/64 [00:00<?, ?it/s]')
    proc(us('23:36:38', 10400), main, invA, '(Worker_TP0 pid=221590) ')
    proc(us('23:36:38', 10900), main, invA, 'Loading safetensors checkpoint shards:   2% Completed | 1/64 [00:08<09:12,  8.77s/it]')
    # two workers fail, interleaved: TP2 first
    a = tb(us('23:37:05', 100000), main, invA, 'Worker_TP2', 221592, '23:37:05', 'multiproc_executor.py:743', FLASH_TB, head='WorkerProc failed to start.')
    b = tb(us('23:37:05', 100018), main, invA, 'Worker_TP5', 221595, '23:37:05', 'multiproc_executor.py:743', FLASH_TB, head='WorkerProc failed to start.')
    merged = sorted(a + b, key=lambda x: x[0])
    for i, (ts, m, inv, msg) in enumerate(merged):
        proc(ts, m, inv, msg)
        if i == 10:
            proc(ts + 5, m, inv, vl('Worker_TP3', 221593, 'INFO', '23:37:05', 'multiproc_executor.py:546', 'Parent process exited, terminating worker'))
    for r in (0, 1, 3, 4, 6, 7):
        proc(us('23:37:06', 200000 + r*1000), main, invA, vl(f'Worker_TP{r}', 221590 + r, 'INFO', '23:37:06', 'multiproc_executor.py:546', 'Parent process exited, terminating worker'))
    for ts, m, inv, msg in tb(us('23:37:06', 600000), main, invA, 'EngineCore_DP0', core, '23:37:06', 'core.py:866', ENGINE_TB, head='EngineCore failed to start.'):
        proc(ts, m, inv, msg)
    proc(us('23:37:06', 700000), main, invA, f'(EngineCore_DP0 pid={core}) Process EngineCore_DP0:')
    raw = ["Traceback (most recent call last):",
           '  File "/usr/lib/python3.12/multiprocessing/process.py", line 314, in _bootstrap',
           "    self.run()",
           '  File "/usr/lib/python3.12/multiprocessing/process.py", line 108, in run',
           "    self._target(*self._args, **self._kwargs)",
           f'  File "{VENV}/vllm/v1/engine/core.py", line 870, in run_engine_core',
           "    raise e"] + ENGINE_TB[1:]
    for i, l in enumerate(raw):
        proc(us('23:37:06', 700100 + i*20), main, invA, f'(EngineCore_DP0 pid={core}) {l}')
    for i, l in enumerate(API_TB):
        # the last lines lose their unit tag: written while the cgroup is torn down
        proc(us('23:37:09', 800000 + i*30), main, invA, f'(APIServer pid={main}) {l}', tagged=i < len(API_TB) - 2)
    systemd(us('23:37:10', 41200), f'{UNIT}: Main process exited, code=exited, status=1/FAILURE', invA, '98e322203f7a4ed290d09fe03c09fe15', prio='5', EXIT_CODE='exited', EXIT_STATUS='1', CODE_FUNC='service_sigchld_event')
    systemd(us('23:37:10', 41500), f"{UNIT}: Failed with result 'exit-code'.", invA, 'd9b373ed55a64feb8242e02dbe79a49c', prio='4', UNIT_RESULT='exit-code', CODE_FUNC='unit_log_failure')
    systemd(us('23:37:10', 42000), f'{UNIT}: Consumed 4min 31.774s CPU time.', invA, 'ae8f7b866b0347b9af31fe1c80b127c0', CPU_USAGE_NSEC='271774000000', CODE_FUNC='unit_log_resources')
    systemd(us('23:37:45', 130100), f'{UNIT}: Scheduled restart job, restart counter is at 1.', invA, '5eb03494b6584870a536b337290809b3', N_RESTARTS='1', CODE_FUNC='service_enter_restart')
    systemd(us('23:37:45', 131000), f'Stopped {UNIT} - {DESC}.', invA, '9d1aaa27d60140bd96365438aad20286', JOB_TYPE='restart', JOB_RESULT='done')

def new_attempt(invB='b7e2d3c4a5f64b1c9d8e7f6a5b4c3d2e'):
    main, core = 222636, 222771
    workers = [222880 + r for r in range(8)]
    startup(invB, main, core, workers, '23:37:45', '23:37:52', offs=(1, 2, 3, 4, 5, 6))
    shards = [(1, '23:38:01', '00:08', '08:24', '8.01'), (8, '23:39:02', '01:09', '08:07', '8.70'), (15, '23:40:01', '02:08', '06:59', '8.56'),
              (22, '23:41:00', '03:07', '05:57', '8.51'), (29, '23:42:02', '04:10', '05:03', '8.66')]
    for done, hms, el, rem, rate in shards:
        pct = int(done * 100 / 64)
        proc(us(hms, 5000), main, invB, '(Worker_TP0 pid=222880) ')
        proc(us(hms, 5400), main, invB, f'Loading safetensors checkpoint shards: {pct:3d}% Completed | {done}/64 [{el}<{rem}, {rate}s/it]')

def ready_attempt(invZ='c9d8e7f6a5b44c3d2e1f0a9b8c7d6e5f'):
    main, core = 219876, 219990
    workers = [220101 + r for r in range(8)]
    at = startup(invZ, main, core, workers, '22:10:00', '22:10:21')
    proc(us('22:19:20', 5400), main, invZ, 'Loading safetensors checkpoint shards: 100% Completed | 64/64 [08:59<00:00,  8.43s/it]')
    for r, wp in enumerate(workers):
        proc(us('22:19:21', 1000 + r*900), main, invZ, vl(f'Worker_TP{r}', wp, 'INFO', '22:19:21', 'default_loader.py:272', 'Loading weights took 539.21 seconds'))
    for r, wp in enumerate(workers):
        proc(us('22:19:22', 1000 + r*900), main, invZ, vl(f'Worker_TP{r}', wp, 'INFO', '22:19:22', 'gpu_model_runner.py:4199', 'Model loading took 67.4021 GiB memory and 540.377 seconds'))
    for r, wp in enumerate(workers):
        proc(us('22:20:40', 1000 + r*900), main, invZ, vl(f'Worker_TP{r}', wp, 'INFO', '22:20:40', 'monitor.py:34', 'torch.compile takes 71.32 s in total'))
    proc(us('22:20:51', 1000), main, invZ, vl('EngineCore_DP0', core, 'INFO', '22:20:51', 'kv_cache_utils.py:1229', 'GPU KV cache size: 1,204,736 tokens'))
    proc(us('22:20:51', 2000), main, invZ, vl('EngineCore_DP0', core, 'INFO', '22:20:51', 'kv_cache_utils.py:1234', 'Maximum concurrency for 131,072 tokens per request: 9.19x'))
    for r, wp in enumerate(workers):
        proc(us('22:21:12', 1000 + r*900), main, invZ, vl(f'Worker_TP{r}', wp, 'INFO', '22:21:12', 'gpu_model_runner.py:4921', 'Graph capturing finished in 21 secs, took 2.31 GiB'))
    proc(us('22:21:15', 1000), main, invZ, vl('APIServer', main, 'INFO', '22:21:15', 'api_server.py:1878', 'Starting vLLM API server 0 on http://0.0.0.0:8000'))
    proc(us('22:21:15', 9000), main, invZ, f'(APIServer pid={main}) INFO:     Started server process [{main}]')
    proc(us('22:21:15', 9100), main, invZ, f'(APIServer pid={main}) INFO:     Waiting for application startup.')
    proc(us('22:21:15', 9300), main, invZ, f'(APIServer pid={main}) INFO:     Application startup complete.')
    systemd(us('23:35:10', 1000), f'Stopping {UNIT} - {DESC}...', invZ, 'de5b426a63be47a7b6ac3eaac82e2f6f', JOB_TYPE='stop')
    proc(us('23:35:10', 80000), main, invZ, f'(APIServer pid={main}) INFO:     Shutting down')
    systemd(us('23:35:14', 1000), f'{UNIT}: Deactivated successfully.', invZ, '7ad2d189f7e94e70a38c781354912448')
    systemd(us('23:35:14', 2000), f'Stopped {UNIT} - {DESC}.', invZ, '9d1aaa27d60140bd96365438aad20286', JOB_TYPE='stop', JOB_RESULT='done')
    systemd(us('23:35:14', 3000), f'{UNIT}: Consumed 1h 2min 11.021s CPU time.', invZ, 'ae8f7b866b0347b9af31fe1c80b127c0')

variant = sys.argv[1]
if variant == 'with-ready':
    ready_attempt()
old_attempt(); new_attempt()
for e in out:
    print(json.dumps(e, separators=(',', ':')))
